// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are shell parameter expansions, not templates
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decidePermission, type Verdict } from "./decide-permission.js";
import type { PermissionPolicy, RuleEntry, RuleList } from "./permission-policy.js";
import { parseRule } from "./permission-rule.js";

let world: string;
let everything: PermissionPolicy;

function rules(list: RuleList, texts: string[]): RuleEntry[] {
  return texts.map((text) => {
    const parsed = parseRule(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return { rule: parsed.rule, list, origin: "user", source: "test settings" };
  });
}

beforeAll(() => {
  world = realpathSync(mkdtempSync(join(tmpdir(), "keel-perm-classes-")));
  const root = join(world, "project");
  const home = join(world, "home");
  mkdirSync(root, { recursive: true });
  mkdirSync(home, { recursive: true });
  // Every call is allowed by a rule; only what the checker cannot see through may ask.
  everything = {
    rules: [...rules("allow", ["*"]), ...rules("deny", ["bash(rm:*)"])],
    mode: "default",
    allowReadOnlyCommands: false,
    root,
    cwd: root,
    homeDir: home,
  };
});

afterAll(() => rmSync(world, { recursive: true, force: true }));

async function verdict(command: string): Promise<{ command: string; verdict: Verdict; why: string }> {
  const decision = await decidePermission(everything, "bash", { command });
  return { command, verdict: decision.verdict, why: decision.reason };
}

describe("class 1: code hidden in data asks, even when a rule allows every call", () => {
  it.each([
    "echo $((x + 1))",
    "echo $(( $n * 2 ))",
    "echo $[ y ]",
    "(( count++ ))",
    "((i = j))",
    "let total=a+b",
    "let 'z = 1'",
    "for ((i = 0; i < n; i++)); do echo hi; done",
    "[[ $v -eq 1 ]]",
    "[[ 1 -ne v ]]",
    "[[ a -lt 2 ]]",
    "[[ $a -le $b ]]",
    "[[ x -gt 0 ]] && echo big",
    "[[ 3 -ge y ]]",
    "echo ${arr[$i]}",
    "echo ${arr[i]}",
    "echo ${#arr[k]}",
    "arr[$x]=1",
    "arr[idx]=value",
    "a=([$k]=v)",
    "echo ${s:$off:2}",
    "echo ${s:o}",
    "echo ${v@P}",
    'echo "${PS1@P}"',
    "echo ${!name}",
    "[[ -v 'a[$(id)]' ]]",
    "[[ -v a[i] ]]",
    "test -v 'a[$(id)]'",
    '[ -v "a[$x]" ]',
    "read 'a[$(id)]' <<< 1",
    "read -a 'b[$(id)]' <<< 1",
    "printf -v 'a[$(id)]' %s x",
    "mapfile -C evil arr < /dev/null",
    "unset 'a[$(id)]'",
    "getopts ab 'a[$(id)]'",
    "declare -i n=v",
    "builtin declare x=1",
    "command export y=2",
    "eval echo hi",
    "source ./setup.sh",
    ". ./setup.sh",
    'trap "$CMD" EXIT',
    "alias ls='curl x'",
    "shopt -s expand_aliases",
    "compgen -C 'curl x' w",
    "fc -s",
  ])("%s → ask", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "ask" });
  });

  it.each([
    ["echo ${s:$(rm -rf x):1}", "deny"],
    ["trap 'rm -rf x' EXIT", "deny"],
    ["echo $(( $(rm -rf x) ))", "deny"],
  ])("a command hidden in a slice, a trap or arithmetic is still seen: %s → %s", async (command, expected) => {
    expect(await verdict(command)).toMatchObject({ verdict: expected });
  });

  it.each([
    "echo $((1 + 2))",
    "echo $((0x1f * 2#101))",
    "echo ${arr[0]} ${arr[@]} ${#arr[*]} ${!arr[@]}",
    "[[ 1 -eq 1 ]] && echo same",
    "[[ -v HOME ]] && echo set",
    "echo ${s:1:2} ${v@Q} ${v@U}",
    "read -r line < notes.txt",
    "printf -v out %s x",
    "trap - EXIT",
    "trap 'echo bye' EXIT",
    "test -f notes.txt",
  ])("literal arithmetic and plain names still run: %s", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "allow" });
  });
});

describe("class 2: variables that change what a name runs ask", () => {
  it.each([
    "BASH_CMDS[ls]=/tmp/x; ls",
    "BASH_CMDS=([ls]=/tmp/x)",
    "BASH_ALIASES[ls]='curl x'",
    "BASH_ENV=/tmp/x bash -c ls",
    "ENV=/tmp/x sh -c ls",
    "PATH=/tmp/x ls",
    "PATH+=:/tmp/x; ls",
    "PROMPT_COMMAND='curl x'",
    "BASHOPTS=expand_aliases",
    "SHELLOPTS=xtrace",
    "PS4='$(curl x)'; set -x; ls",
    "GLOBIGNORE='*'",
    "IFS=/; ls",
    "BASH_LOADABLES_PATH=/tmp",
    "BASH_XTRACEFD=3",
    "CDPATH=/etc; cd x",
    "EXECIGNORE='*/ls'",
    "FUNCNEST=1",
    "HISTFILE=/etc/x",
    "HOME=/etc; cat ~/passwd",
    "LD_PRELOAD=/tmp/x.so ls",
    "LD_LIBRARY_PATH=/tmp ls",
    "TMOUT=1",
    "histchars=x",
    "export BASH_ENV=/tmp/x",
    "declare PATH=/tmp",
    "local IFS=x",
    "readonly HOME=/tmp",
    "typeset -x ENV=/tmp/x",
    "env BASH_ENV=/tmp/x bash -c ls",
    "env PS4='$(curl x)' bash -xc ls",
    "sudo PATH=/tmp/x ls",
    "read PATH <<< /tmp",
    "printf -v PATH %s /tmp",
    "mapfile BASH_CMDS < /dev/null",
    ": ${PATH:=/tmp/x}",
    "echo ${BASH_ENV=/tmp/x}",
    "hash -p /tmp/x ls",
    "enable -n echo",
    "for HOME in /tmp; do cd; done",
    "DIRSTACK[1]=/etc",
    "auto_resume=exact",
    "FCEDIT=/tmp/x",
  ])("%s → ask", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "ask" });
  });

  it.each(["count=1; echo $count", "NAME=x; echo $NAME", "echo ${name:-default}", "echo $PATH $HOME"])(
    "ordinary variables still run: %s",
    async (command) => {
      expect(await verdict(command)).toMatchObject({ verdict: "allow" });
    },
  );
});

describe("class 4: a link made by the same command", () => {
  it.each([
    "ln -s /etc/passwd p && echo x > p",
    "ln -s /etc/passwd p; cat < ./p",
    "ln -s /etc e && echo x > e/passwd",
    "ln -sf ~/.ssh/id_rsa k && cat k",
    "ln /etc/passwd hard && echo x >> hard",
    "link /etc/passwd h; echo x > h",
    "cp -s /etc/passwd p && echo x > p",
    "cp --symbolic-link /etc/passwd p && echo x > p",
    "cp -l /etc/passwd p && echo x > p",
    "cp --link /etc/passwd p && echo x > p",
    "cp -a other/link p && echo x > p",
    "mv other/link p && echo x > p",
    "install other/thing p && echo x > p",
    "ln -s /etc/passwd $NAME && echo x > q",
    "ln -s /etc/passwd p && echo x > $F",
    "env ln -s /etc/passwd p && echo x > p",
    "sh -c 'ln -s /etc/passwd p' && echo x > p",
    "for i in 1 2; do echo x > p; ln -sf /etc/passwd p; done",
    "f() { echo x > p; }; ln -s /etc/passwd p; f",
    "tar -xf a.tar && echo x > anything",
    "ln -s /etc/passwd p && cat p",
  ])("%s → ask", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "ask" });
  });

  it.each([
    "ln -s src/a.ts b.ts && ls",
    "echo x > notes.txt && ln -s notes.txt n",
    "ln -s target name && echo done > log.txt",
    "cp a.txt b.txt && echo x > b.txt",
  ])("other paths are not affected: %s", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "allow" });
  });
});

describe("class 4: an archive extracts links only into the folder its flags name", () => {
  it.each([
    "tar -xf a.tar -C out && echo x > out/p",
    "tar -xzf a.tgz -C out; cat out/sub/key",
    "tar xf a.tar -C out && echo x > ./out/p",
    "tar --directory=out -xf a.tar && echo x > p/../out/q",
    "tar -C vendor/lib -xf a.tar && echo x >> vendor/lib/p",
    "tar -xf a.tar -Cout && cat < out/p",
    "bsdtar -xf a.tar -C out && echo x > out/p",
    "unzip a.zip -d out && echo x > out/p",
    "unzip -o -q a.zip -d out && cat out/p",
    "unzip -dout a.zip && echo x > out/p",
    "tar -xf a.tar -C /srv/out && echo x > ~/p",
    "tar -xf a.tar -C ~/out && echo x > /srv/out/p",
    // The target cannot be known: every later path asks.
    "tar -xf a.tar && echo x > anything",
    "tar -xf a.tar -C out -C .. && echo x > elsewhere",
    "tar -xf a.tar -C $DIR && echo x > elsewhere",
    "tar -xf a.tar -C ~ && echo x > elsewhere",
    "tar -xf a.tar -C . && echo x > elsewhere",
    "tar -xPf a.tar -C out && echo x > elsewhere",
    "tar -xf a.tar --absolute-names -C out && echo x > elsewhere",
    "tar -xf a.tar --transform=s/x/y/ -C out && echo x > elsewhere",
    "tar -xf a.tar member -C out && echo x > elsewhere",
    "tar -xC out -f a.tar && echo x > elsewhere",
    "bsdtar -xf a.tar -s /x/y/ -C out && echo x > elsewhere",
    "unzip a.zip && echo x > anything",
    "unzip -: a.zip -d out && echo x > elsewhere",
    "unzip a.zip -d out -d other && echo x > elsewhere",
    "cpio -i < a.cpio && echo x > anything",
  ])("%s → ask", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "ask" });
  });

  it.each([
    "tar -xf a.tar -C out && echo x > notes.txt",
    "tar -xzf a.tgz -C out; cat src/index.ts",
    "tar -C vendor -xf a.tar && echo done >> build.log",
    "tar --directory out -xf a.tar && cat README.md",
    "unzip -o a.zip -d out && echo x > notes.txt",
    "unzip a.zip -x skip.txt -d out && cat src/a.ts",
    "tar -cf a.tar src && echo x > notes.txt",
    "bsdtar -cf a.tar src && echo x > notes.txt",
  ])("other paths are not affected: %s", async (command) => {
    expect(await verdict(command)).toMatchObject({ verdict: "allow" });
  });
});
