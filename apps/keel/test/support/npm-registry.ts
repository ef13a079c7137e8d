import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A package version to publish: its files by relative path (package.json included). */
export interface PublishedVersion {
  name: string;
  version: string;
  files: Record<string, string>;
}

/**
 * A loopback npm registry for tests: serves a packument and the tarballs
 * `npm pack` made of each published version, so the real npm client
 * resolves `name@range` and fetches and verifies the bytes as it would
 * from registry.npmjs.org. Point npm at it with `npm_config_registry`.
 */
export class NpmRegistry {
  readonly url: string;
  /** Every path npm asked for, in order (a test can see what was fetched). */
  readonly requests: string[] = [];
  private readonly packuments = new Map<string, { versions: Record<string, unknown>; latest: string }>();
  private readonly tarballs = new Map<string, Buffer>();
  private readonly work: string;

  private constructor(
    private readonly server: Server,
    port: number,
  ) {
    this.url = `http://127.0.0.1:${port}/`;
    this.work = mkdtempSync(join(tmpdir(), "keel-registry-"));
  }

  /** Starts a registry with nothing published. */
  static async start(): Promise<NpmRegistry> {
    let registry: NpmRegistry | undefined;
    const server = createServer((request, response) => registry?.handle(request.url ?? "/", response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    registry = new NpmRegistry(server, (server.address() as AddressInfo).port);
    return registry;
  }

  /** Packs a version with `npm pack` and publishes it; the newest published becomes `latest`. */
  publish(version: PublishedVersion): void {
    const dir = join(this.work, `${version.name.replace("/", "+")}-${version.version}`);
    for (const [path, text] of Object.entries(version.files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const out = join(this.work, "packs");
    mkdirSync(out, { recursive: true });
    const before = new Set(readdirSync(out));
    execFileSync("npm", ["pack", "--pack-destination", out, "--loglevel=error"], { cwd: dir, stdio: "pipe" });
    const file = readdirSync(out).find((name) => !before.has(name));
    if (file === undefined) throw new Error("npm pack wrote no tarball");
    const bytes = readFileSync(join(out, file));
    const tarballPath = `${version.name}/-/${file}`;
    this.tarballs.set(`/${tarballPath}`, bytes);
    const manifest = JSON.parse(version.files["package.json"] ?? "{}") as Record<string, unknown>;
    const entry = this.packuments.get(version.name) ?? { versions: {}, latest: version.version };
    entry.versions[version.version] = {
      ...manifest,
      name: version.name,
      version: version.version,
      dist: {
        tarball: `${this.url}${tarballPath}`,
        integrity: `sha512-${createHash("sha512").update(bytes).digest("base64")}`,
        shasum: createHash("sha1").update(bytes).digest("hex"),
      },
    };
    entry.latest = version.version;
    this.packuments.set(version.name, entry);
  }

  private handle(path: string, response: import("node:http").ServerResponse): void {
    this.requests.push(path);
    const tarball = this.tarballs.get(decodeURIComponent(path));
    if (tarball !== undefined) {
      response.writeHead(200, { "content-type": "application/octet-stream", "content-length": tarball.length });
      response.end(tarball);
      return;
    }
    const name = decodeURIComponent(path.slice(1));
    const packument = this.packuments.get(name);
    if (packument === undefined) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "Not found" }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ name, "dist-tags": { latest: packument.latest }, versions: packument.versions }));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.work, { recursive: true, force: true });
  }
}
