import { randomUUID } from "node:crypto";
import { isAbsolute, resolve } from "node:path";
import { Compile } from "typebox/compile";
import { type FleetJob, type JobSpec, JobSpecSchema } from "./job-spec.js";

/** One problem in a jobs file: the 1-based line, a JSON Pointer inside that line's job, and what is wrong. */
export interface JobLineError {
  line: number;
  path: string;
  message: string;
}

/** Options of {@link parseJobsFile}. */
export interface ParseJobsOptions {
  /** Relative `cwd` and local `repo` paths are made absolute against this folder (the submitter's). */
  baseDir?: string;
  /** Makes ids for jobs without one. Default {@link generateJobId}. */
  newId?: () => string;
}

/** The jobs of a file, or every problem found in it (then nothing may be queued). */
export type ParseJobsResult = { ok: true; jobs: FleetJob[]; lines: number[] } | { ok: false; errors: JobLineError[] };

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
}
interface JobValidator {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<SchemaError>;
}
let validator: JobValidator | undefined;
function compiled(): JobValidator {
  validator ??= Compile(JobSpecSchema) as unknown as JobValidator;
  return validator;
}

/** Letters, digits, `.`, `_`, `-`; not starting with `.`: safe as a queue id and as a folder name. */
const ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A new job id: `job-` and 12 hex digits. */
export function generateJobId(): string {
  return `job-${randomUUID().replace(/-/g, "").slice(0, 12)}`;
}

/** `line N: <path>: <problem>`, the way submission reports a bad line. */
export function formatJobLineError(error: JobLineError): string {
  return `line ${error.line}: ${error.path === "" ? "/" : error.path}: ${error.message}`;
}

/**
 * Checks the problems of a job id on its own (the queue's own ids are only
 * digits; ids become folder names).
 */
export function jobIdProblem(id: string): string | undefined {
  if (/^[0-9]+$/.test(id)) return "must not be only digits (the queue keeps those for ids of its own); add a letter";
  if (!ID_PATTERN.test(id)) return "may hold only letters, digits, '.', '_' and '-', and must not start with '.'";
  return undefined;
}

/**
 * Parses and validates a JSONL jobs file, one job per line, blank lines
 * skipped. The whole file is checked first: any bad line (bad JSON, a
 * missing `prompt`, a wrong type, a bad or repeated id) makes the result an
 * error listing every problem, so a caller queues all of the file or none.
 * Jobs without an `id` get a generated one.
 *
 * @example
 * const parsed = parseJobsFile('{"cwd":"/repo","prompt":"Fix the tests"}\n');
 * if (!parsed.ok) for (const e of parsed.errors) console.error(formatJobLineError(e));
 */
export function parseJobsFile(text: string, options: ParseJobsOptions = {}): ParseJobsResult {
  const newId = options.newId ?? generateJobId;
  const errors: JobLineError[] = [];
  const jobs: FleetJob[] = [];
  const lines: number[] = [];
  const seen = new Map<string, number>();
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const source = raw.trim();
    if (source === "") return;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      errors.push({ line, path: "", message: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const issues = checkJob(value);
    const id = isObject(value) && typeof value.id === "string" ? value.id : undefined;
    if (id !== undefined) {
      const first = seen.get(id);
      if (first !== undefined) issues.push({ path: "/id", message: `"${id}" is already the id of line ${first}` });
      else seen.set(id, line);
    }
    if (issues.length > 0) {
      for (const issue of issues) errors.push({ line, ...issue });
      return;
    }
    const spec = value as JobSpec;
    const job: FleetJob = { ...spec, id: spec.id ?? newId() };
    if (options.baseDir !== undefined) {
      if (job.cwd !== undefined) job.cwd = resolve(options.baseDir, job.cwd);
      if (job.repo !== undefined && isLocalPath(job.repo)) job.repo = resolve(options.baseDir, job.repo);
    }
    jobs.push(job);
    lines.push(line);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, jobs, lines };
}

/**
 * Checks a job read back from the queue (BullMQ's job data in Redis) with
 * the rules of a jobs file, plus an id: what another program or an older
 * Keel wrote there is not run until it passes.
 */
export function checkQueuedJob(value: unknown): { ok: true; job: FleetJob } | { ok: false; problem: string } {
  const issues = checkJob(value);
  if (isObject(value) && typeof value.id !== "string") issues.push({ path: "/id", message: "is required" });
  const [first] = issues;
  if (first === undefined) return { ok: true, job: value as FleetJob };
  return { ok: false, problem: `${first.path === "" ? "/" : first.path}: ${first.message}` };
}

/** Whether a `repo` value is a path on this machine rather than a URL (`https://…`, `git@host:…`). */
export function isLocalPath(repo: string): boolean {
  if (isAbsolute(repo) || repo.startsWith(".")) return true;
  return !/^[a-z][a-z0-9+.-]*:\/\//i.test(repo) && !/^[^/]+@[^/]+:/.test(repo);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkJob(value: unknown): { path: string; message: string }[] {
  if (!isObject(value)) return [{ path: "", message: "must be a JSON object (one job per line)" }];
  const validate = compiled();
  const issues: { path: string; message: string }[] = [];
  if (!validate.Check(value)) {
    const found = [...validate.Errors(value)].flatMap(toIssues);
    // A key that is not a job field is reported once, not also as "schema is false".
    const extra = new Set(found.filter((issue) => issue.message === NOT_A_FIELD).map((issue) => issue.path));
    issues.push(...found.filter((issue) => issue.message === NOT_A_FIELD || !extra.has(issue.path)));
  }
  if (value.cwd === undefined && value.repo === undefined)
    issues.push({ path: "/cwd", message: "is required unless the job has a repo (give one of cwd or repo)" });
  if (value.cwd !== undefined && value.repo !== undefined)
    issues.push({ path: "/repo", message: "cannot go with cwd (give one of cwd or repo)" });
  if (value.ref !== undefined && value.repo === undefined) issues.push({ path: "/ref", message: "needs a repo" });
  if (typeof value.id === "string") {
    const problem = jobIdProblem(value.id);
    if (problem !== undefined) issues.push({ path: "/id", message: problem });
  }
  return dedupe(issues);
}

const NOT_A_FIELD = "is not a known field";

function toIssues(error: SchemaError): { path: string; message: string }[] {
  const params = error.params as {
    requiredProperties?: string[];
    missingProperty?: string;
    additionalProperties?: string[];
    additionalProperty?: string;
  };
  if (error.keyword === "required") {
    const missing = params.requiredProperties ?? (params.missingProperty === undefined ? [] : [params.missingProperty]);
    return missing.map((name) => ({ path: `${error.instancePath}/${name}`, message: "is required" }));
  }
  if (error.keyword === "additionalProperties") {
    const extra =
      params.additionalProperties ?? (params.additionalProperty === undefined ? [] : [params.additionalProperty]);
    return extra.map((name) => ({ path: `${error.instancePath}/${name}`, message: NOT_A_FIELD }));
  }
  return [{ path: error.instancePath, message: error.message ?? "is invalid" }];
}

function dedupe<T extends { path: string; message: string }>(issues: T[]): T[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
