import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The peer release the issue's target is stated against. */
export const PEER_VERSION = "0.73.1";

/** The part of pi-agent-core's API the bench drives: its awaited-sink loop. */
export interface PeerLoop {
  runAgentLoop(
    prompts: unknown[],
    context: { systemPrompt: string; messages: unknown[]; tools: unknown[] },
    config: Record<string, unknown>,
    emit: (event: { type: string }) => void,
    signal: AbortSignal | undefined,
    streamFn: () => unknown,
  ): Promise<unknown[]>;
}

/** The peer's loop, or why it is missing. */
export type PeerLoad = { ok: true; loop: PeerLoop } | { ok: false; reason: string };

const folder = join(dirname(fileURLToPath(import.meta.url)), "peer");
const entry = join(folder, "node_modules/@mariozechner/pi-agent-core/dist/index.js");

function installedVersion(): string | undefined {
  const manifest = join(folder, "node_modules/@mariozechner/pi-agent-core/package.json");
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version;
}

/**
 * Loads `@mariozechner/pi-agent-core` ${PEER_VERSION} from bench/peer, first
 * installing it there with npm (versions pinned by bench/peer/package.json;
 * the npm registry at install time only; node_modules is git-ignored). Never
 * throws: a peer that cannot be installed is reported and the bench goes on
 * without it.
 */
export async function loadPeer(): Promise<PeerLoad> {
  if (installedVersion() !== PEER_VERSION) {
    console.log(`installing @mariozechner/pi-agent-core ${PEER_VERSION} into bench/peer (once) …`);
    const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock"], {
      cwd: folder,
      encoding: "utf8",
    });
    if (npm.status !== 0 || installedVersion() !== PEER_VERSION) {
      const why = (npm.stderr || npm.error?.message || "").trim().split("\n").slice(-3).join(" ");
      return { ok: false, reason: `npm install in bench/peer failed: ${why || `exit ${npm.status}`}` };
    }
  }
  try {
    return { ok: true, loop: (await import(pathToFileURL(entry).href)) as PeerLoop };
  } catch (error) {
    return { ok: false, reason: `bench/peer could not be loaded: ${(error as Error).message}` };
  }
}
