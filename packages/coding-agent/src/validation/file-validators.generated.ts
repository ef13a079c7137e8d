// Generated from the schemas in settings/settings-schema.ts, models/auth-file-schema.ts, trust/trust-file-schema.ts, permissions/approval-store.ts and keel-packages/lock-file-schema.ts by ajv's standalone code. Do not edit:
// regenerate with `pnpm --filter @keel/coding-agent generate` (a test fails when this file is out of date).
// @ts-nocheck
export const validateSettingsFile = validate10;
const schema11 = {"type":"object","properties":{"$schema":{"type":"string","description":"JSON Schema for editors."},"defaultProvider":{"type":"string","minLength":1,"description":"Provider used when --provider is not given."},"defaultModel":{"type":"string","minLength":1,"description":"Model id used when --model is not given."},"defaultThinkingLevel":{"enum":["off","minimal","low","medium","high","xhigh"],"description":"How much the model should reason."},"defaultTools":{"type":"array","items":{"type":"string","minLength":1},"description":"Tools active at start. Plain names replace the inherited set; a list of only +name/-name entries changes it."},"toolExecution":{"enum":["parallel","sequential"],"description":"How tool calls of one reply run."},"steeringMode":{"enum":["all","one-at-a-time"]},"followUpMode":{"enum":["all","one-at-a-time"]},"shellPath":{"type":"string","minLength":1,"description":"Shell the bash tool runs (`~` allowed)."},"shellCommandPrefix":{"type":"string","description":"Text run before every bash command."},"retry":{"type":"object","properties":{"enabled":{"type":"boolean","description":"Retry failed provider requests that may succeed later."},"maxRetries":{"type":"integer","minimum":0,"description":"Retries after the first attempt."},"baseDelayMs":{"type":"integer","minimum":0,"description":"First backoff delay, doubled each retry."},"maxDelayMs":{"type":"integer","minimum":0,"description":"Longest wait between attempts."}},"description":"Automatic retry of retryable provider errors."},"compaction":{"type":"object","properties":{"enabled":{"type":"boolean","description":"Summarize older turns when the context nears the window."},"reserveTokens":{"type":"integer","minimum":0,"description":"Compact when fewer free context tokens than this remain."},"keepRecentTokens":{"type":"integer","minimum":0,"description":"Recent tokens kept verbatim, not summarized."}},"description":"Automatic compaction of long conversations."},"sessionDir":{"type":"string","minLength":1,"description":"Folder for session files."},"sessionOutputMaxBytes":{"type":"integer","minimum":0,"description":"Cap in bytes on the full-output files a session keeps beside its file (<session>/output/); the oldest go first. Default 52428800 (50 MB)."},"extensions":{"type":"array","items":{"type":"string","minLength":1},"description":"Extension files or folders. Relative paths resolve from the folder holding this settings file's config (`$KEEL_HOME` or the project's `.keel`); `~` is the home folder."},"skills":{"type":"array","items":{"type":"string","minLength":1},"description":"Skill files or folders. Relative paths resolve from the folder holding this settings file's config (`$KEEL_HOME` or the project's `.keel`); `~` is the home folder."},"prompts":{"type":"array","items":{"type":"string","minLength":1},"description":"Prompt-template files or folders. Relative paths resolve from the folder holding this settings file's config (`$KEEL_HOME` or the project's `.keel`); `~` is the home folder."},"defaultProjectTrust":{"enum":["ask","always","never"],"description":"Trust for projects with no saved decision. Honoured only in the user settings file."},"permissions":{"type":"object","properties":{"allow":{"type":"array","items":{"type":"string","minLength":1},"description":"Calls that run without asking. Rules: a tool name or tool(pattern), e.g. \"bash(npm run test:*)\", \"read(./.env)\", \"edit(src/**)\", \"mcp__server__tool\"."},"ask":{"type":"array","items":{"type":"string","minLength":1},"description":"Calls that always ask (in print and JSON mode: are refused). Rules: a tool name or tool(pattern), e.g. \"bash(npm run test:*)\", \"read(./.env)\", \"edit(src/**)\", \"mcp__server__tool\"."},"deny":{"type":"array","items":{"type":"string","minLength":1},"description":"Calls that never run. Deny beats ask beats allow, across every settings file. Rules: a tool name or tool(pattern), e.g. \"bash(npm run test:*)\", \"read(./.env)\", \"edit(src/**)\", \"mcp__server__tool\"."},"defaultMode":{"enum":["default","accept-edits","plan","bypass"],"description":"default; accept-edits (file changes inside the project run); plan (read-only tools only); bypass (everything runs except denied calls). A project file may only choose default or plan."},"allowReadOnlyCommands":{"type":"boolean","description":"Let a curated list of read-only shell commands (pwd, ls, cat, head, git status, …) run inside the project without a rule. Honoured only in the user settings file and on the command line."}},"description":"What tools may do: allow / ask / deny rules and the permission mode."},"packages":{"type":"array","items":{"anyOf":[{"type":"string","minLength":1,"description":"npm:<name>[@<version>], git:<host>/<path>[@<ref>], https://…, or a path."},{"type":"object","required":["source"],"properties":{"source":{"type":"string","minLength":1,"description":"The package source, as in the string form."}},"additionalProperties":false}],"description":"A package: extensions, skills, prompt templates and themes installed from npm, git or a folder."},"description":"Packages to install and load (keel install / keel remove edit this list). Relative paths resolve from this settings file's folder."},"theme":{"type":"string","minLength":1,"description":"The terminal UI's colours: dark, light, or the name of a theme a package carries."},"sandbox":{"type":"object","properties":{"mode":{"enum":["read-only","workspace-write","off"],"description":"read-only (commands write only the temp folders); workspace-write (the default: the project, the temp folders and writableRoots); off (no OS sandbox: the permission rules alone decide). A project file may only narrow it."},"writableRoots":{"type":"array","items":{"type":"string","minLength":1},"description":"More folders commands may write in workspace-write mode. Ignored in a project's settings. Absolute paths, `~/` paths, or paths relative to the project root."},"protect":{"type":"array","items":{"type":"string","minLength":1},"description":"Paths that stay read-only inside the writable roots (besides .git/hooks, .git/config and .keel/). Absolute paths, `~/` paths, or paths relative to the project root."},"denyRead":{"type":"array","items":{"type":"string","minLength":1},"description":"Paths nothing inside the sandbox may read (besides ~/.ssh, ~/.aws, auth.json and the like). Absolute paths, `~/` paths, or paths relative to the project root."},"network":{"type":"boolean","description":"Let sandboxed commands reach the network (default false). Ignored in a project's settings."},"allowedDomains":{"type":"array","items":{"type":"string","minLength":1},"description":"Domains sandboxed commands may reach through Keel's proxy, e.g. \"registry.npmjs.org\", \"*.github.com\". Ignored in a project's settings."},"required":{"type":"boolean","description":"Stop at start-up (exit 1) when the sandbox cannot start here, instead of falling back."},"allowEscalation":{"type":"boolean","description":"Offer the model the bash parameter \"escalate\", which asks the user to run one command outside the sandbox (default true)."}},"description":"The OS sandbox around shell commands and file tools (docs/sandbox.md)."},"checkpoints":{"type":"object","properties":{"enabled":{"type":"boolean","description":"Record the project's files before each turn (and after each run) so a rewind can put them back. Default true."},"exclude":{"type":"array","items":{"type":"string","minLength":1},"description":"More gitignore patterns to leave out of checkpoints, on top of the project's .gitignore and .git/info/exclude. A rewind leaves such files alone."},"maxFileBytes":{"type":"integer","minimum":0,"description":"Files larger than this many bytes are left out of checkpoints (and named). Default 10485760 (10 MB)."}},"description":"Checkpoints of the project's files for rewind."},"codemode":{"type":"object","properties":{"timeoutMs":{"type":"integer","minimum":1,"description":"A script's time limit in milliseconds, its tool calls included, unless its // @options: line sets timeout_ms. Default 300000 (5 minutes)."},"memoryLimitMiB":{"type":"integer","minimum":1,"maximum":4096,"description":"The memory of a script's QuickJS VM, in MiB; running out ends the script. Default 256."},"inlineBudget":{"type":"integer","minimum":0,"description":"Estimated tokens (characters / 4) the codemode tool's description may spend on TypeScript declarations of the tools; the others are named and reached with describeTool(). Default 3000."}},"description":"Limits of the codemode tool's scripts."},"subagents":{"type":"object","properties":{"maxParallel":{"type":"integer","minimum":1,"description":"Subagents of one reply that run at the same time. Default 4."},"maxDepth":{"type":"integer","minimum":0,"description":"How deep subagents may nest: 1 lets the main agent start children, not grandchildren. Default 1."}},"description":"Subagents run by the `task` tool."},"hooks":{"type":"object","properties":{"PreToolUse":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run after a tool call's arguments were validated, before the permission check."},"PostToolUse":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run after a tool call succeeded."},"PostToolUseFailure":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run after a tool call failed."},"UserPromptSubmit":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run before a prompt goes to the model (stdout becomes context)."},"Stop":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run when the agent is about to finish its answer."},"SubagentStop":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run when a subagent is about to finish."},"SessionStart":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run when a session starts, resumes, is cleared or compacted (stdout becomes context)."},"SessionEnd":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run when a session ends."},"PreCompact":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run before the conversation is compacted."},"Notification":{"type":"array","items":{"type":"object","required":["hooks"],"properties":{"matcher":{"type":"string","description":"A regular expression matched against the whole tool name (Claude Code's `Bash`, `Edit`, … or Keel's `bash`, `edit`, …), or for SessionStart the source (startup|resume|clear|compact), PreCompact the trigger (manual|auto), Notification the type. Empty, missing or \"*\" matches everything."},"hooks":{"type":"array","items":{"anyOf":[{"type":"object","required":["type","command"],"properties":{"type":{"type":"string","const":"command","description":"Only shell commands are supported."},"command":{"type":"string","minLength":1,"description":"Run with `sh -c` in the session's folder; the event arrives as JSON on stdin."},"timeout":{"type":"number","exclusiveMinimum":0,"description":"Seconds before the command (its whole process group) is killed. Default 600."}},"description":"A shell command run at the event."},{"type":"object","required":["type"],"properties":{"type":{"type":"string","minLength":1,"pattern":"^(?!command$)","description":"A hook type other than `command`: Keel does not run it."}},"additionalProperties":true,"description":"A hook Keel does not run (not a shell command)."}]},"description":"The commands to run, in parallel (hooks of other types are reported and not run)."}},"description":"Commands run when the matcher matches."},"description":"Hooks run when Keel asks the user something (a permission prompt)."}},"additionalProperties":true,"description":"Lifecycle hooks, in Claude Code's format. Read from the user's settings and a trusted project's settings only."},"compat":{"type":"object","properties":{"claude":{"type":"boolean","description":"Read a trusted project's .claude/ folder too: hooks from .claude/settings.json and .claude/settings.local.json (never their permissions), skills from .claude/skills/, commands from .claude/commands/ as prompt templates. Default true."}},"description":"Compatibility with other agents' project folders."}},"additionalProperties":true,"description":"Keel coding-agent settings."};
const func2 = ucs2length;
const pattern0 = new RegExp("^(?!command$)", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err0 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.defaultProvider !== undefined){
let data1 = data.defaultProvider;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err1 = {instancePath:instancePath+"/defaultProvider",schemaPath:"#/properties/defaultProvider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/defaultProvider",schemaPath:"#/properties/defaultProvider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.defaultModel !== undefined){
let data2 = data.defaultModel;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err3 = {instancePath:instancePath+"/defaultModel",schemaPath:"#/properties/defaultModel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/defaultModel",schemaPath:"#/properties/defaultModel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.defaultThinkingLevel !== undefined){
let data3 = data.defaultThinkingLevel;
if(!((((((data3 === "off") || (data3 === "minimal")) || (data3 === "low")) || (data3 === "medium")) || (data3 === "high")) || (data3 === "xhigh"))){
const err5 = {instancePath:instancePath+"/defaultThinkingLevel",schemaPath:"#/properties/defaultThinkingLevel/enum",keyword:"enum",params:{allowedValues: schema11.properties.defaultThinkingLevel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.defaultTools !== undefined){
let data4 = data.defaultTools;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err6 = {instancePath:instancePath+"/defaultTools/" + i0,schemaPath:"#/properties/defaultTools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/defaultTools/" + i0,schemaPath:"#/properties/defaultTools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/defaultTools",schemaPath:"#/properties/defaultTools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.toolExecution !== undefined){
let data6 = data.toolExecution;
if(!((data6 === "parallel") || (data6 === "sequential"))){
const err9 = {instancePath:instancePath+"/toolExecution",schemaPath:"#/properties/toolExecution/enum",keyword:"enum",params:{allowedValues: schema11.properties.toolExecution.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.steeringMode !== undefined){
let data7 = data.steeringMode;
if(!((data7 === "all") || (data7 === "one-at-a-time"))){
const err10 = {instancePath:instancePath+"/steeringMode",schemaPath:"#/properties/steeringMode/enum",keyword:"enum",params:{allowedValues: schema11.properties.steeringMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.followUpMode !== undefined){
let data8 = data.followUpMode;
if(!((data8 === "all") || (data8 === "one-at-a-time"))){
const err11 = {instancePath:instancePath+"/followUpMode",schemaPath:"#/properties/followUpMode/enum",keyword:"enum",params:{allowedValues: schema11.properties.followUpMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.shellPath !== undefined){
let data9 = data.shellPath;
if(typeof data9 === "string"){
if(func2(data9) < 1){
const err12 = {instancePath:instancePath+"/shellPath",schemaPath:"#/properties/shellPath/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/shellPath",schemaPath:"#/properties/shellPath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.shellCommandPrefix !== undefined){
if(typeof data.shellCommandPrefix !== "string"){
const err14 = {instancePath:instancePath+"/shellCommandPrefix",schemaPath:"#/properties/shellCommandPrefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.retry !== undefined){
let data11 = data.retry;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.enabled !== undefined){
if(typeof data11.enabled !== "boolean"){
const err15 = {instancePath:instancePath+"/retry/enabled",schemaPath:"#/properties/retry/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data11.maxRetries !== undefined){
let data13 = data11.maxRetries;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err16 = {instancePath:instancePath+"/retry/maxRetries",schemaPath:"#/properties/retry/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err17 = {instancePath:instancePath+"/retry/maxRetries",schemaPath:"#/properties/retry/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data11.baseDelayMs !== undefined){
let data14 = data11.baseDelayMs;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err18 = {instancePath:instancePath+"/retry/baseDelayMs",schemaPath:"#/properties/retry/properties/baseDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err19 = {instancePath:instancePath+"/retry/baseDelayMs",schemaPath:"#/properties/retry/properties/baseDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data11.maxDelayMs !== undefined){
let data15 = data11.maxDelayMs;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err20 = {instancePath:instancePath+"/retry/maxDelayMs",schemaPath:"#/properties/retry/properties/maxDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err21 = {instancePath:instancePath+"/retry/maxDelayMs",schemaPath:"#/properties/retry/properties/maxDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/retry",schemaPath:"#/properties/retry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.compaction !== undefined){
let data16 = data.compaction;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.enabled !== undefined){
if(typeof data16.enabled !== "boolean"){
const err23 = {instancePath:instancePath+"/compaction/enabled",schemaPath:"#/properties/compaction/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data16.reserveTokens !== undefined){
let data18 = data16.reserveTokens;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err24 = {instancePath:instancePath+"/compaction/reserveTokens",schemaPath:"#/properties/compaction/properties/reserveTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err25 = {instancePath:instancePath+"/compaction/reserveTokens",schemaPath:"#/properties/compaction/properties/reserveTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data16.keepRecentTokens !== undefined){
let data19 = data16.keepRecentTokens;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err26 = {instancePath:instancePath+"/compaction/keepRecentTokens",schemaPath:"#/properties/compaction/properties/keepRecentTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err27 = {instancePath:instancePath+"/compaction/keepRecentTokens",schemaPath:"#/properties/compaction/properties/keepRecentTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/compaction",schemaPath:"#/properties/compaction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.sessionDir !== undefined){
let data20 = data.sessionDir;
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err29 = {instancePath:instancePath+"/sessionDir",schemaPath:"#/properties/sessionDir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/sessionDir",schemaPath:"#/properties/sessionDir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.sessionOutputMaxBytes !== undefined){
let data21 = data.sessionOutputMaxBytes;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err31 = {instancePath:instancePath+"/sessionOutputMaxBytes",schemaPath:"#/properties/sessionOutputMaxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err32 = {instancePath:instancePath+"/sessionOutputMaxBytes",schemaPath:"#/properties/sessionOutputMaxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.extensions !== undefined){
let data22 = data.extensions;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err33 = {instancePath:instancePath+"/extensions/" + i1,schemaPath:"#/properties/extensions/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/extensions/" + i1,schemaPath:"#/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.skills !== undefined){
let data24 = data.skills;
if(Array.isArray(data24)){
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
let data25 = data24[i2];
if(typeof data25 === "string"){
if(func2(data25) < 1){
const err36 = {instancePath:instancePath+"/skills/" + i2,schemaPath:"#/properties/skills/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/skills/" + i2,schemaPath:"#/properties/skills/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.prompts !== undefined){
let data26 = data.prompts;
if(Array.isArray(data26)){
const len3 = data26.length;
for(let i3=0; i3<len3; i3++){
let data27 = data26[i3];
if(typeof data27 === "string"){
if(func2(data27) < 1){
const err39 = {instancePath:instancePath+"/prompts/" + i3,schemaPath:"#/properties/prompts/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/prompts/" + i3,schemaPath:"#/properties/prompts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/prompts",schemaPath:"#/properties/prompts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.defaultProjectTrust !== undefined){
let data28 = data.defaultProjectTrust;
if(!(((data28 === "ask") || (data28 === "always")) || (data28 === "never"))){
const err42 = {instancePath:instancePath+"/defaultProjectTrust",schemaPath:"#/properties/defaultProjectTrust/enum",keyword:"enum",params:{allowedValues: schema11.properties.defaultProjectTrust.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.permissions !== undefined){
let data29 = data.permissions;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.allow !== undefined){
let data30 = data29.allow;
if(Array.isArray(data30)){
const len4 = data30.length;
for(let i4=0; i4<len4; i4++){
let data31 = data30[i4];
if(typeof data31 === "string"){
if(func2(data31) < 1){
const err43 = {instancePath:instancePath+"/permissions/allow/" + i4,schemaPath:"#/properties/permissions/properties/allow/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/permissions/allow/" + i4,schemaPath:"#/properties/permissions/properties/allow/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/permissions/allow",schemaPath:"#/properties/permissions/properties/allow/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data29.ask !== undefined){
let data32 = data29.ask;
if(Array.isArray(data32)){
const len5 = data32.length;
for(let i5=0; i5<len5; i5++){
let data33 = data32[i5];
if(typeof data33 === "string"){
if(func2(data33) < 1){
const err46 = {instancePath:instancePath+"/permissions/ask/" + i5,schemaPath:"#/properties/permissions/properties/ask/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/permissions/ask/" + i5,schemaPath:"#/properties/permissions/properties/ask/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/permissions/ask",schemaPath:"#/properties/permissions/properties/ask/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data29.deny !== undefined){
let data34 = data29.deny;
if(Array.isArray(data34)){
const len6 = data34.length;
for(let i6=0; i6<len6; i6++){
let data35 = data34[i6];
if(typeof data35 === "string"){
if(func2(data35) < 1){
const err49 = {instancePath:instancePath+"/permissions/deny/" + i6,schemaPath:"#/properties/permissions/properties/deny/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/permissions/deny/" + i6,schemaPath:"#/properties/permissions/properties/deny/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/permissions/deny",schemaPath:"#/properties/permissions/properties/deny/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data29.defaultMode !== undefined){
let data36 = data29.defaultMode;
if(!((((data36 === "default") || (data36 === "accept-edits")) || (data36 === "plan")) || (data36 === "bypass"))){
const err52 = {instancePath:instancePath+"/permissions/defaultMode",schemaPath:"#/properties/permissions/properties/defaultMode/enum",keyword:"enum",params:{allowedValues: schema11.properties.permissions.properties.defaultMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data29.allowReadOnlyCommands !== undefined){
if(typeof data29.allowReadOnlyCommands !== "boolean"){
const err53 = {instancePath:instancePath+"/permissions/allowReadOnlyCommands",schemaPath:"#/properties/permissions/properties/allowReadOnlyCommands/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.packages !== undefined){
let data38 = data.packages;
if(Array.isArray(data38)){
const len7 = data38.length;
for(let i7=0; i7<len7; i7++){
let data39 = data38[i7];
const _errs75 = errors;
let valid20 = false;
const _errs76 = errors;
if(typeof data39 === "string"){
if(func2(data39) < 1){
const err55 = {instancePath:instancePath+"/packages/" + i7,schemaPath:"#/properties/packages/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/packages/" + i7,schemaPath:"#/properties/packages/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs76 === errors;
valid20 = valid20 || _valid0;
if(!valid20){
const _errs78 = errors;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.source === undefined){
const err57 = {instancePath:instancePath+"/packages/" + i7,schemaPath:"#/properties/packages/items/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key0 in data39){
if(!(key0 === "source")){
const err58 = {instancePath:instancePath+"/packages/" + i7,schemaPath:"#/properties/packages/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data39.source !== undefined){
let data40 = data39.source;
if(typeof data40 === "string"){
if(func2(data40) < 1){
const err59 = {instancePath:instancePath+"/packages/" + i7+"/source",schemaPath:"#/properties/packages/items/anyOf/1/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/packages/" + i7+"/source",schemaPath:"#/properties/packages/items/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/packages/" + i7,schemaPath:"#/properties/packages/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid0 = _errs78 === errors;
valid20 = valid20 || _valid0;
}
if(!valid20){
const err62 = {instancePath:instancePath+"/packages/" + i7,schemaPath:"#/properties/packages/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err63 = {instancePath:instancePath+"/packages",schemaPath:"#/properties/packages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.theme !== undefined){
let data41 = data.theme;
if(typeof data41 === "string"){
if(func2(data41) < 1){
const err64 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.sandbox !== undefined){
let data42 = data.sandbox;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.mode !== undefined){
let data43 = data42.mode;
if(!(((data43 === "read-only") || (data43 === "workspace-write")) || (data43 === "off"))){
const err66 = {instancePath:instancePath+"/sandbox/mode",schemaPath:"#/properties/sandbox/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.sandbox.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data42.writableRoots !== undefined){
let data44 = data42.writableRoots;
if(Array.isArray(data44)){
const len8 = data44.length;
for(let i8=0; i8<len8; i8++){
let data45 = data44[i8];
if(typeof data45 === "string"){
if(func2(data45) < 1){
const err67 = {instancePath:instancePath+"/sandbox/writableRoots/" + i8,schemaPath:"#/properties/sandbox/properties/writableRoots/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/sandbox/writableRoots/" + i8,schemaPath:"#/properties/sandbox/properties/writableRoots/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/sandbox/writableRoots",schemaPath:"#/properties/sandbox/properties/writableRoots/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data42.protect !== undefined){
let data46 = data42.protect;
if(Array.isArray(data46)){
const len9 = data46.length;
for(let i9=0; i9<len9; i9++){
let data47 = data46[i9];
if(typeof data47 === "string"){
if(func2(data47) < 1){
const err70 = {instancePath:instancePath+"/sandbox/protect/" + i9,schemaPath:"#/properties/sandbox/properties/protect/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/sandbox/protect/" + i9,schemaPath:"#/properties/sandbox/properties/protect/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/sandbox/protect",schemaPath:"#/properties/sandbox/properties/protect/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data42.denyRead !== undefined){
let data48 = data42.denyRead;
if(Array.isArray(data48)){
const len10 = data48.length;
for(let i10=0; i10<len10; i10++){
let data49 = data48[i10];
if(typeof data49 === "string"){
if(func2(data49) < 1){
const err73 = {instancePath:instancePath+"/sandbox/denyRead/" + i10,schemaPath:"#/properties/sandbox/properties/denyRead/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/sandbox/denyRead/" + i10,schemaPath:"#/properties/sandbox/properties/denyRead/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/sandbox/denyRead",schemaPath:"#/properties/sandbox/properties/denyRead/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data42.network !== undefined){
if(typeof data42.network !== "boolean"){
const err76 = {instancePath:instancePath+"/sandbox/network",schemaPath:"#/properties/sandbox/properties/network/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data42.allowedDomains !== undefined){
let data51 = data42.allowedDomains;
if(Array.isArray(data51)){
const len11 = data51.length;
for(let i11=0; i11<len11; i11++){
let data52 = data51[i11];
if(typeof data52 === "string"){
if(func2(data52) < 1){
const err77 = {instancePath:instancePath+"/sandbox/allowedDomains/" + i11,schemaPath:"#/properties/sandbox/properties/allowedDomains/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/sandbox/allowedDomains/" + i11,schemaPath:"#/properties/sandbox/properties/allowedDomains/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/sandbox/allowedDomains",schemaPath:"#/properties/sandbox/properties/allowedDomains/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data42.required !== undefined){
if(typeof data42.required !== "boolean"){
const err80 = {instancePath:instancePath+"/sandbox/required",schemaPath:"#/properties/sandbox/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data42.allowEscalation !== undefined){
if(typeof data42.allowEscalation !== "boolean"){
const err81 = {instancePath:instancePath+"/sandbox/allowEscalation",schemaPath:"#/properties/sandbox/properties/allowEscalation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath:instancePath+"/sandbox",schemaPath:"#/properties/sandbox/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.checkpoints !== undefined){
let data55 = data.checkpoints;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.enabled !== undefined){
if(typeof data55.enabled !== "boolean"){
const err83 = {instancePath:instancePath+"/checkpoints/enabled",schemaPath:"#/properties/checkpoints/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data55.exclude !== undefined){
let data57 = data55.exclude;
if(Array.isArray(data57)){
const len12 = data57.length;
for(let i12=0; i12<len12; i12++){
let data58 = data57[i12];
if(typeof data58 === "string"){
if(func2(data58) < 1){
const err84 = {instancePath:instancePath+"/checkpoints/exclude/" + i12,schemaPath:"#/properties/checkpoints/properties/exclude/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/checkpoints/exclude/" + i12,schemaPath:"#/properties/checkpoints/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/checkpoints/exclude",schemaPath:"#/properties/checkpoints/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data55.maxFileBytes !== undefined){
let data59 = data55.maxFileBytes;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err87 = {instancePath:instancePath+"/checkpoints/maxFileBytes",schemaPath:"#/properties/checkpoints/properties/maxFileBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err88 = {instancePath:instancePath+"/checkpoints/maxFileBytes",schemaPath:"#/properties/checkpoints/properties/maxFileBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/checkpoints",schemaPath:"#/properties/checkpoints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.codemode !== undefined){
let data60 = data.codemode;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.timeoutMs !== undefined){
let data61 = data60.timeoutMs;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err90 = {instancePath:instancePath+"/codemode/timeoutMs",schemaPath:"#/properties/codemode/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 < 1 || isNaN(data61)){
const err91 = {instancePath:instancePath+"/codemode/timeoutMs",schemaPath:"#/properties/codemode/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
if(data60.memoryLimitMiB !== undefined){
let data62 = data60.memoryLimitMiB;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err92 = {instancePath:instancePath+"/codemode/memoryLimitMiB",schemaPath:"#/properties/codemode/properties/memoryLimitMiB/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 > 4096 || isNaN(data62)){
const err93 = {instancePath:instancePath+"/codemode/memoryLimitMiB",schemaPath:"#/properties/codemode/properties/memoryLimitMiB/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data62 < 1 || isNaN(data62)){
const err94 = {instancePath:instancePath+"/codemode/memoryLimitMiB",schemaPath:"#/properties/codemode/properties/memoryLimitMiB/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data60.inlineBudget !== undefined){
let data63 = data60.inlineBudget;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err95 = {instancePath:instancePath+"/codemode/inlineBudget",schemaPath:"#/properties/codemode/properties/inlineBudget/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 0 || isNaN(data63)){
const err96 = {instancePath:instancePath+"/codemode/inlineBudget",schemaPath:"#/properties/codemode/properties/inlineBudget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
}
else {
const err97 = {instancePath:instancePath+"/codemode",schemaPath:"#/properties/codemode/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.subagents !== undefined){
let data64 = data.subagents;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
if(data64.maxParallel !== undefined){
let data65 = data64.maxParallel;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err98 = {instancePath:instancePath+"/subagents/maxParallel",schemaPath:"#/properties/subagents/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 1 || isNaN(data65)){
const err99 = {instancePath:instancePath+"/subagents/maxParallel",schemaPath:"#/properties/subagents/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data64.maxDepth !== undefined){
let data66 = data64.maxDepth;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err100 = {instancePath:instancePath+"/subagents/maxDepth",schemaPath:"#/properties/subagents/properties/maxDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 < 0 || isNaN(data66)){
const err101 = {instancePath:instancePath+"/subagents/maxDepth",schemaPath:"#/properties/subagents/properties/maxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
}
else {
const err102 = {instancePath:instancePath+"/subagents",schemaPath:"#/properties/subagents/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.hooks !== undefined){
let data67 = data.hooks;
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.PreToolUse !== undefined){
let data68 = data67.PreToolUse;
if(Array.isArray(data68)){
const len13 = data68.length;
for(let i13=0; i13<len13; i13++){
let data69 = data68[i13];
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.hooks === undefined){
const err103 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13,schemaPath:"#/properties/hooks/properties/PreToolUse/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data69.matcher !== undefined){
if(typeof data69.matcher !== "string"){
const err104 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/matcher",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data69.hooks !== undefined){
let data71 = data69.hooks;
if(Array.isArray(data71)){
const len14 = data71.length;
for(let i14=0; i14<len14; i14++){
let data72 = data71[i14];
const _errs146 = errors;
let valid42 = false;
const _errs147 = errors;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.type === undefined){
const err105 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14,schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(data72.command === undefined){
const err106 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14,schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data72.type !== undefined){
let data73 = data72.type;
if(typeof data73 !== "string"){
const err107 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/type",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if("command" !== data73){
const err108 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/type",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data72.command !== undefined){
let data74 = data72.command;
if(typeof data74 === "string"){
if(func2(data74) < 1){
const err109 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/command",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/command",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data72.timeout !== undefined){
let data75 = data72.timeout;
if((typeof data75 == "number") && (isFinite(data75))){
if(data75 <= 0 || isNaN(data75)){
const err111 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/timeout",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/timeout",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14,schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid1 = _errs147 === errors;
valid42 = valid42 || _valid1;
if(!valid42){
const _errs155 = errors;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.type === undefined){
const err114 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14,schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data72.type !== undefined){
let data76 = data72.type;
if(typeof data76 === "string"){
if(func2(data76) < 1){
const err115 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/type",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(!pattern0.test(data76)){
const err116 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/type",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14+"/type",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14,schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid1 = _errs155 === errors;
valid42 = valid42 || _valid1;
}
if(!valid42){
const err119 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks/" + i14,schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs146;
if(vErrors !== null){
if(_errs146){
vErrors.length = _errs146;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err120 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13+"/hooks",schemaPath:"#/properties/hooks/properties/PreToolUse/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/hooks/PreToolUse/" + i13,schemaPath:"#/properties/hooks/properties/PreToolUse/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/hooks/PreToolUse",schemaPath:"#/properties/hooks/properties/PreToolUse/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data67.PostToolUse !== undefined){
let data77 = data67.PostToolUse;
if(Array.isArray(data77)){
const len15 = data77.length;
for(let i15=0; i15<len15; i15++){
let data78 = data77[i15];
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.hooks === undefined){
const err123 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15,schemaPath:"#/properties/hooks/properties/PostToolUse/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data78.matcher !== undefined){
if(typeof data78.matcher !== "string"){
const err124 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/matcher",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data78.hooks !== undefined){
let data80 = data78.hooks;
if(Array.isArray(data80)){
const len16 = data80.length;
for(let i16=0; i16<len16; i16++){
let data81 = data80[i16];
const _errs169 = errors;
let valid50 = false;
const _errs170 = errors;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.type === undefined){
const err125 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16,schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data81.command === undefined){
const err126 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16,schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data81.type !== undefined){
let data82 = data81.type;
if(typeof data82 !== "string"){
const err127 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/type",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if("command" !== data82){
const err128 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/type",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data81.command !== undefined){
let data83 = data81.command;
if(typeof data83 === "string"){
if(func2(data83) < 1){
const err129 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/command",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/command",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data81.timeout !== undefined){
let data84 = data81.timeout;
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 <= 0 || isNaN(data84)){
const err131 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/timeout",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/timeout",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16,schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid2 = _errs170 === errors;
valid50 = valid50 || _valid2;
if(!valid50){
const _errs178 = errors;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.type === undefined){
const err134 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16,schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data81.type !== undefined){
let data85 = data81.type;
if(typeof data85 === "string"){
if(func2(data85) < 1){
const err135 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/type",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(!pattern0.test(data85)){
const err136 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/type",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16+"/type",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16,schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid2 = _errs178 === errors;
valid50 = valid50 || _valid2;
}
if(!valid50){
const err139 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks/" + i16,schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs169;
if(vErrors !== null){
if(_errs169){
vErrors.length = _errs169;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err140 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15+"/hooks",schemaPath:"#/properties/hooks/properties/PostToolUse/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath:instancePath+"/hooks/PostToolUse/" + i15,schemaPath:"#/properties/hooks/properties/PostToolUse/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/hooks/PostToolUse",schemaPath:"#/properties/hooks/properties/PostToolUse/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data67.PostToolUseFailure !== undefined){
let data86 = data67.PostToolUseFailure;
if(Array.isArray(data86)){
const len17 = data86.length;
for(let i17=0; i17<len17; i17++){
let data87 = data86[i17];
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
if(data87.hooks === undefined){
const err143 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(data87.matcher !== undefined){
if(typeof data87.matcher !== "string"){
const err144 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/matcher",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data87.hooks !== undefined){
let data89 = data87.hooks;
if(Array.isArray(data89)){
const len18 = data89.length;
for(let i18=0; i18<len18; i18++){
let data90 = data89[i18];
const _errs192 = errors;
let valid58 = false;
const _errs193 = errors;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.type === undefined){
const err145 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if(data90.command === undefined){
const err146 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(data90.type !== undefined){
let data91 = data90.type;
if(typeof data91 !== "string"){
const err147 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/type",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if("command" !== data91){
const err148 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/type",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data90.command !== undefined){
let data92 = data90.command;
if(typeof data92 === "string"){
if(func2(data92) < 1){
const err149 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/command",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/command",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data90.timeout !== undefined){
let data93 = data90.timeout;
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 <= 0 || isNaN(data93)){
const err151 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/timeout",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
else {
const err152 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/timeout",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid3 = _errs193 === errors;
valid58 = valid58 || _valid3;
if(!valid58){
const _errs201 = errors;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.type === undefined){
const err154 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(data90.type !== undefined){
let data94 = data90.type;
if(typeof data94 === "string"){
if(func2(data94) < 1){
const err155 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/type",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(!pattern0.test(data94)){
const err156 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/type",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
else {
const err157 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18+"/type",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var _valid3 = _errs201 === errors;
valid58 = valid58 || _valid3;
}
if(!valid58){
const err159 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks/" + i18,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err160 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17+"/hooks",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/hooks/PostToolUseFailure/" + i17,schemaPath:"#/properties/hooks/properties/PostToolUseFailure/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
else {
const err162 = {instancePath:instancePath+"/hooks/PostToolUseFailure",schemaPath:"#/properties/hooks/properties/PostToolUseFailure/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data67.UserPromptSubmit !== undefined){
let data95 = data67.UserPromptSubmit;
if(Array.isArray(data95)){
const len19 = data95.length;
for(let i19=0; i19<len19; i19++){
let data96 = data95[i19];
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
if(data96.hooks === undefined){
const err163 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data96.matcher !== undefined){
if(typeof data96.matcher !== "string"){
const err164 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/matcher",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data96.hooks !== undefined){
let data98 = data96.hooks;
if(Array.isArray(data98)){
const len20 = data98.length;
for(let i20=0; i20<len20; i20++){
let data99 = data98[i20];
const _errs215 = errors;
let valid66 = false;
const _errs216 = errors;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.type === undefined){
const err165 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data99.command === undefined){
const err166 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data99.type !== undefined){
let data100 = data99.type;
if(typeof data100 !== "string"){
const err167 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/type",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if("command" !== data100){
const err168 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/type",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data99.command !== undefined){
let data101 = data99.command;
if(typeof data101 === "string"){
if(func2(data101) < 1){
const err169 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/command",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/command",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data99.timeout !== undefined){
let data102 = data99.timeout;
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 <= 0 || isNaN(data102)){
const err171 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/timeout",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/timeout",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
else {
const err173 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var _valid4 = _errs216 === errors;
valid66 = valid66 || _valid4;
if(!valid66){
const _errs224 = errors;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.type === undefined){
const err174 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data99.type !== undefined){
let data103 = data99.type;
if(typeof data103 === "string"){
if(func2(data103) < 1){
const err175 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/type",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(!pattern0.test(data103)){
const err176 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/type",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20+"/type",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid4 = _errs224 === errors;
valid66 = valid66 || _valid4;
}
if(!valid66){
const err179 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks/" + i20,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
else {
errors = _errs215;
if(vErrors !== null){
if(_errs215){
vErrors.length = _errs215;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err180 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19+"/hooks",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
else {
const err181 = {instancePath:instancePath+"/hooks/UserPromptSubmit/" + i19,schemaPath:"#/properties/hooks/properties/UserPromptSubmit/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
else {
const err182 = {instancePath:instancePath+"/hooks/UserPromptSubmit",schemaPath:"#/properties/hooks/properties/UserPromptSubmit/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data67.Stop !== undefined){
let data104 = data67.Stop;
if(Array.isArray(data104)){
const len21 = data104.length;
for(let i21=0; i21<len21; i21++){
let data105 = data104[i21];
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
if(data105.hooks === undefined){
const err183 = {instancePath:instancePath+"/hooks/Stop/" + i21,schemaPath:"#/properties/hooks/properties/Stop/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(data105.matcher !== undefined){
if(typeof data105.matcher !== "string"){
const err184 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/matcher",schemaPath:"#/properties/hooks/properties/Stop/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data105.hooks !== undefined){
let data107 = data105.hooks;
if(Array.isArray(data107)){
const len22 = data107.length;
for(let i22=0; i22<len22; i22++){
let data108 = data107[i22];
const _errs238 = errors;
let valid74 = false;
const _errs239 = errors;
if(data108 && typeof data108 == "object" && !Array.isArray(data108)){
if(data108.type === undefined){
const err185 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22,schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data108.command === undefined){
const err186 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22,schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(data108.type !== undefined){
let data109 = data108.type;
if(typeof data109 !== "string"){
const err187 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/type",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if("command" !== data109){
const err188 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/type",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data108.command !== undefined){
let data110 = data108.command;
if(typeof data110 === "string"){
if(func2(data110) < 1){
const err189 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/command",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
else {
const err190 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/command",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data108.timeout !== undefined){
let data111 = data108.timeout;
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 <= 0 || isNaN(data111)){
const err191 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/timeout",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
else {
const err192 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/timeout",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22,schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
var _valid5 = _errs239 === errors;
valid74 = valid74 || _valid5;
if(!valid74){
const _errs247 = errors;
if(data108 && typeof data108 == "object" && !Array.isArray(data108)){
if(data108.type === undefined){
const err194 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22,schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if(data108.type !== undefined){
let data112 = data108.type;
if(typeof data112 === "string"){
if(func2(data112) < 1){
const err195 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/type",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(!pattern0.test(data112)){
const err196 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/type",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
else {
const err197 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22+"/type",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
}
else {
const err198 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22,schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
var _valid5 = _errs247 === errors;
valid74 = valid74 || _valid5;
}
if(!valid74){
const err199 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks/" + i22,schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
else {
errors = _errs238;
if(vErrors !== null){
if(_errs238){
vErrors.length = _errs238;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err200 = {instancePath:instancePath+"/hooks/Stop/" + i21+"/hooks",schemaPath:"#/properties/hooks/properties/Stop/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
else {
const err201 = {instancePath:instancePath+"/hooks/Stop/" + i21,schemaPath:"#/properties/hooks/properties/Stop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
}
else {
const err202 = {instancePath:instancePath+"/hooks/Stop",schemaPath:"#/properties/hooks/properties/Stop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data67.SubagentStop !== undefined){
let data113 = data67.SubagentStop;
if(Array.isArray(data113)){
const len23 = data113.length;
for(let i23=0; i23<len23; i23++){
let data114 = data113[i23];
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.hooks === undefined){
const err203 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23,schemaPath:"#/properties/hooks/properties/SubagentStop/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(data114.matcher !== undefined){
if(typeof data114.matcher !== "string"){
const err204 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/matcher",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data114.hooks !== undefined){
let data116 = data114.hooks;
if(Array.isArray(data116)){
const len24 = data116.length;
for(let i24=0; i24<len24; i24++){
let data117 = data116[i24];
const _errs261 = errors;
let valid82 = false;
const _errs262 = errors;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.type === undefined){
const err205 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24,schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(data117.command === undefined){
const err206 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24,schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(data117.type !== undefined){
let data118 = data117.type;
if(typeof data118 !== "string"){
const err207 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/type",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if("command" !== data118){
const err208 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/type",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data117.command !== undefined){
let data119 = data117.command;
if(typeof data119 === "string"){
if(func2(data119) < 1){
const err209 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/command",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
else {
const err210 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/command",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data117.timeout !== undefined){
let data120 = data117.timeout;
if((typeof data120 == "number") && (isFinite(data120))){
if(data120 <= 0 || isNaN(data120)){
const err211 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/timeout",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/timeout",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
}
else {
const err213 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24,schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var _valid6 = _errs262 === errors;
valid82 = valid82 || _valid6;
if(!valid82){
const _errs270 = errors;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.type === undefined){
const err214 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24,schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
if(data117.type !== undefined){
let data121 = data117.type;
if(typeof data121 === "string"){
if(func2(data121) < 1){
const err215 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/type",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(!pattern0.test(data121)){
const err216 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/type",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24+"/type",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24,schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
var _valid6 = _errs270 === errors;
valid82 = valid82 || _valid6;
}
if(!valid82){
const err219 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks/" + i24,schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
else {
errors = _errs261;
if(vErrors !== null){
if(_errs261){
vErrors.length = _errs261;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err220 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23+"/hooks",schemaPath:"#/properties/hooks/properties/SubagentStop/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
else {
const err221 = {instancePath:instancePath+"/hooks/SubagentStop/" + i23,schemaPath:"#/properties/hooks/properties/SubagentStop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
}
else {
const err222 = {instancePath:instancePath+"/hooks/SubagentStop",schemaPath:"#/properties/hooks/properties/SubagentStop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data67.SessionStart !== undefined){
let data122 = data67.SessionStart;
if(Array.isArray(data122)){
const len25 = data122.length;
for(let i25=0; i25<len25; i25++){
let data123 = data122[i25];
if(data123 && typeof data123 == "object" && !Array.isArray(data123)){
if(data123.hooks === undefined){
const err223 = {instancePath:instancePath+"/hooks/SessionStart/" + i25,schemaPath:"#/properties/hooks/properties/SessionStart/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
if(data123.matcher !== undefined){
if(typeof data123.matcher !== "string"){
const err224 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/matcher",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data123.hooks !== undefined){
let data125 = data123.hooks;
if(Array.isArray(data125)){
const len26 = data125.length;
for(let i26=0; i26<len26; i26++){
let data126 = data125[i26];
const _errs284 = errors;
let valid90 = false;
const _errs285 = errors;
if(data126 && typeof data126 == "object" && !Array.isArray(data126)){
if(data126.type === undefined){
const err225 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26,schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data126.command === undefined){
const err226 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26,schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data126.type !== undefined){
let data127 = data126.type;
if(typeof data127 !== "string"){
const err227 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/type",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if("command" !== data127){
const err228 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/type",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data126.command !== undefined){
let data128 = data126.command;
if(typeof data128 === "string"){
if(func2(data128) < 1){
const err229 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/command",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
else {
const err230 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/command",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data126.timeout !== undefined){
let data129 = data126.timeout;
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 <= 0 || isNaN(data129)){
const err231 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/timeout",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
else {
const err232 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/timeout",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
}
else {
const err233 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26,schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid7 = _errs285 === errors;
valid90 = valid90 || _valid7;
if(!valid90){
const _errs293 = errors;
if(data126 && typeof data126 == "object" && !Array.isArray(data126)){
if(data126.type === undefined){
const err234 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26,schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if(data126.type !== undefined){
let data130 = data126.type;
if(typeof data130 === "string"){
if(func2(data130) < 1){
const err235 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/type",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
if(!pattern0.test(data130)){
const err236 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/type",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
else {
const err237 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26+"/type",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
}
else {
const err238 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26,schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
var _valid7 = _errs293 === errors;
valid90 = valid90 || _valid7;
}
if(!valid90){
const err239 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks/" + i26,schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
else {
errors = _errs284;
if(vErrors !== null){
if(_errs284){
vErrors.length = _errs284;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err240 = {instancePath:instancePath+"/hooks/SessionStart/" + i25+"/hooks",schemaPath:"#/properties/hooks/properties/SessionStart/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
}
else {
const err241 = {instancePath:instancePath+"/hooks/SessionStart/" + i25,schemaPath:"#/properties/hooks/properties/SessionStart/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
else {
const err242 = {instancePath:instancePath+"/hooks/SessionStart",schemaPath:"#/properties/hooks/properties/SessionStart/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data67.SessionEnd !== undefined){
let data131 = data67.SessionEnd;
if(Array.isArray(data131)){
const len27 = data131.length;
for(let i27=0; i27<len27; i27++){
let data132 = data131[i27];
if(data132 && typeof data132 == "object" && !Array.isArray(data132)){
if(data132.hooks === undefined){
const err243 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27,schemaPath:"#/properties/hooks/properties/SessionEnd/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if(data132.matcher !== undefined){
if(typeof data132.matcher !== "string"){
const err244 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/matcher",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data132.hooks !== undefined){
let data134 = data132.hooks;
if(Array.isArray(data134)){
const len28 = data134.length;
for(let i28=0; i28<len28; i28++){
let data135 = data134[i28];
const _errs307 = errors;
let valid98 = false;
const _errs308 = errors;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
if(data135.type === undefined){
const err245 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28,schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(data135.command === undefined){
const err246 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28,schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(data135.type !== undefined){
let data136 = data135.type;
if(typeof data136 !== "string"){
const err247 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/type",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if("command" !== data136){
const err248 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/type",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data135.command !== undefined){
let data137 = data135.command;
if(typeof data137 === "string"){
if(func2(data137) < 1){
const err249 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/command",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/command",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data135.timeout !== undefined){
let data138 = data135.timeout;
if((typeof data138 == "number") && (isFinite(data138))){
if(data138 <= 0 || isNaN(data138)){
const err251 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/timeout",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/timeout",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
}
else {
const err253 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28,schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid8 = _errs308 === errors;
valid98 = valid98 || _valid8;
if(!valid98){
const _errs316 = errors;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
if(data135.type === undefined){
const err254 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28,schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(data135.type !== undefined){
let data139 = data135.type;
if(typeof data139 === "string"){
if(func2(data139) < 1){
const err255 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/type",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if(!pattern0.test(data139)){
const err256 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/type",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
else {
const err257 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28+"/type",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
else {
const err258 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28,schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
var _valid8 = _errs316 === errors;
valid98 = valid98 || _valid8;
}
if(!valid98){
const err259 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks/" + i28,schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
else {
errors = _errs307;
if(vErrors !== null){
if(_errs307){
vErrors.length = _errs307;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err260 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27+"/hooks",schemaPath:"#/properties/hooks/properties/SessionEnd/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
else {
const err261 = {instancePath:instancePath+"/hooks/SessionEnd/" + i27,schemaPath:"#/properties/hooks/properties/SessionEnd/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
}
else {
const err262 = {instancePath:instancePath+"/hooks/SessionEnd",schemaPath:"#/properties/hooks/properties/SessionEnd/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data67.PreCompact !== undefined){
let data140 = data67.PreCompact;
if(Array.isArray(data140)){
const len29 = data140.length;
for(let i29=0; i29<len29; i29++){
let data141 = data140[i29];
if(data141 && typeof data141 == "object" && !Array.isArray(data141)){
if(data141.hooks === undefined){
const err263 = {instancePath:instancePath+"/hooks/PreCompact/" + i29,schemaPath:"#/properties/hooks/properties/PreCompact/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(data141.matcher !== undefined){
if(typeof data141.matcher !== "string"){
const err264 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/matcher",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data141.hooks !== undefined){
let data143 = data141.hooks;
if(Array.isArray(data143)){
const len30 = data143.length;
for(let i30=0; i30<len30; i30++){
let data144 = data143[i30];
const _errs330 = errors;
let valid106 = false;
const _errs331 = errors;
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.type === undefined){
const err265 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30,schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
if(data144.command === undefined){
const err266 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30,schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(data144.type !== undefined){
let data145 = data144.type;
if(typeof data145 !== "string"){
const err267 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/type",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if("command" !== data145){
const err268 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/type",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data144.command !== undefined){
let data146 = data144.command;
if(typeof data146 === "string"){
if(func2(data146) < 1){
const err269 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/command",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
else {
const err270 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/command",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data144.timeout !== undefined){
let data147 = data144.timeout;
if((typeof data147 == "number") && (isFinite(data147))){
if(data147 <= 0 || isNaN(data147)){
const err271 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/timeout",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
else {
const err272 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/timeout",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
else {
const err273 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30,schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
var _valid9 = _errs331 === errors;
valid106 = valid106 || _valid9;
if(!valid106){
const _errs339 = errors;
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.type === undefined){
const err274 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30,schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
if(data144.type !== undefined){
let data148 = data144.type;
if(typeof data148 === "string"){
if(func2(data148) < 1){
const err275 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/type",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(!pattern0.test(data148)){
const err276 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/type",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
else {
const err277 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30+"/type",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
}
else {
const err278 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30,schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
var _valid9 = _errs339 === errors;
valid106 = valid106 || _valid9;
}
if(!valid106){
const err279 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks/" + i30,schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
else {
errors = _errs330;
if(vErrors !== null){
if(_errs330){
vErrors.length = _errs330;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err280 = {instancePath:instancePath+"/hooks/PreCompact/" + i29+"/hooks",schemaPath:"#/properties/hooks/properties/PreCompact/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
}
else {
const err281 = {instancePath:instancePath+"/hooks/PreCompact/" + i29,schemaPath:"#/properties/hooks/properties/PreCompact/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
}
else {
const err282 = {instancePath:instancePath+"/hooks/PreCompact",schemaPath:"#/properties/hooks/properties/PreCompact/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
if(data67.Notification !== undefined){
let data149 = data67.Notification;
if(Array.isArray(data149)){
const len31 = data149.length;
for(let i31=0; i31<len31; i31++){
let data150 = data149[i31];
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
if(data150.hooks === undefined){
const err283 = {instancePath:instancePath+"/hooks/Notification/" + i31,schemaPath:"#/properties/hooks/properties/Notification/items/required",keyword:"required",params:{missingProperty: "hooks"},message:"must have required property '"+"hooks"+"'"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if(data150.matcher !== undefined){
if(typeof data150.matcher !== "string"){
const err284 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/matcher",schemaPath:"#/properties/hooks/properties/Notification/items/properties/matcher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data150.hooks !== undefined){
let data152 = data150.hooks;
if(Array.isArray(data152)){
const len32 = data152.length;
for(let i32=0; i32<len32; i32++){
let data153 = data152[i32];
const _errs353 = errors;
let valid114 = false;
const _errs354 = errors;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
if(data153.type === undefined){
const err285 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32,schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
if(data153.command === undefined){
const err286 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32,schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
if(data153.type !== undefined){
let data154 = data153.type;
if(typeof data154 !== "string"){
const err287 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/type",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if("command" !== data154){
const err288 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/type",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/properties/type/const",keyword:"const",params:{allowedValue: "command"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data153.command !== undefined){
let data155 = data153.command;
if(typeof data155 === "string"){
if(func2(data155) < 1){
const err289 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/command",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
else {
const err290 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/command",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
if(data153.timeout !== undefined){
let data156 = data153.timeout;
if((typeof data156 == "number") && (isFinite(data156))){
if(data156 <= 0 || isNaN(data156)){
const err291 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/timeout",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
else {
const err292 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/timeout",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
}
else {
const err293 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32,schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
var _valid10 = _errs354 === errors;
valid114 = valid114 || _valid10;
if(!valid114){
const _errs362 = errors;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
if(data153.type === undefined){
const err294 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32,schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(data153.type !== undefined){
let data157 = data153.type;
if(typeof data157 === "string"){
if(func2(data157) < 1){
const err295 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/type",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/1/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
if(!pattern0.test(data157)){
const err296 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/type",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/1/properties/type/pattern",keyword:"pattern",params:{pattern: "^(?!command$)"},message:"must match pattern \""+"^(?!command$)"+"\""};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
else {
const err297 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32+"/type",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
}
else {
const err298 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32,schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
var _valid10 = _errs362 === errors;
valid114 = valid114 || _valid10;
}
if(!valid114){
const err299 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks/" + i32,schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
else {
errors = _errs353;
if(vErrors !== null){
if(_errs353){
vErrors.length = _errs353;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err300 = {instancePath:instancePath+"/hooks/Notification/" + i31+"/hooks",schemaPath:"#/properties/hooks/properties/Notification/items/properties/hooks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
}
else {
const err301 = {instancePath:instancePath+"/hooks/Notification/" + i31,schemaPath:"#/properties/hooks/properties/Notification/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
}
else {
const err302 = {instancePath:instancePath+"/hooks/Notification",schemaPath:"#/properties/hooks/properties/Notification/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
else {
const err303 = {instancePath:instancePath+"/hooks",schemaPath:"#/properties/hooks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
if(data.compat !== undefined){
let data158 = data.compat;
if(data158 && typeof data158 == "object" && !Array.isArray(data158)){
if(data158.claude !== undefined){
if(typeof data158.claude !== "boolean"){
const err304 = {instancePath:instancePath+"/compat/claude",schemaPath:"#/properties/compat/properties/claude/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
else {
const err305 = {instancePath:instancePath+"/compat",schemaPath:"#/properties/compat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
}
else {
const err306 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateAuthFile = validate11;
const schema12 = {"type":"object","patternProperties":{"^.*$":{"type":"object","required":["type"],"properties":{"type":{"type":"string"}}}}};
const pattern10 = new RegExp("^.*$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(pattern10.test(key0)){
let data0 = data[key0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.type === undefined){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E.*%24/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.type !== undefined){
if(typeof data0.type !== "string"){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/patternProperties/%5E.*%24/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateAuthEntry = validate12;
const schema13 = {"type":"object","required":["type","key"],"properties":{"type":{"type":"string","const":"api_key"},"key":{"type":"string","minLength":1}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.key === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("api_key" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "api_key"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.key !== undefined){
let data1 = data.key;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateTrustFile = validate13;
const schema14 = {"type":"object","patternProperties":{"^.*$":{"type":"boolean"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(pattern10.test(key0)){
if(typeof data[key0] !== "boolean"){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/patternProperties/%5E.*%24/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateApprovalFile = validate14;
const schema15 = {"type":"object","required":["approvals"],"properties":{"approvals":{"type":"array","items":{"type":"object","required":["rule","scope","addedAt"],"properties":{"rule":{"type":"string","minLength":1},"scope":{"anyOf":[{"type":"string","const":"project"},{"type":"string","const":"user"}]},"project":{"type":"string","minLength":1},"addedAt":{"type":"string"},"session":{"type":"string"}}}}},"additionalProperties":true};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approvals === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approvals"},message:"must have required property '"+"approvals"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.approvals !== undefined){
let data0 = data.approvals;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.rule === undefined){
const err1 = {instancePath:instancePath+"/approvals/" + i0,schemaPath:"#/properties/approvals/items/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.scope === undefined){
const err2 = {instancePath:instancePath+"/approvals/" + i0,schemaPath:"#/properties/approvals/items/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.addedAt === undefined){
const err3 = {instancePath:instancePath+"/approvals/" + i0,schemaPath:"#/properties/approvals/items/required",keyword:"required",params:{missingProperty: "addedAt"},message:"must have required property '"+"addedAt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.rule !== undefined){
let data2 = data1.rule;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err4 = {instancePath:instancePath+"/approvals/" + i0+"/rule",schemaPath:"#/properties/approvals/items/properties/rule/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/approvals/" + i0+"/rule",schemaPath:"#/properties/approvals/items/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.scope !== undefined){
let data3 = data1.scope;
const _errs9 = errors;
let valid4 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/approvals/" + i0+"/scope",schemaPath:"#/properties/approvals/items/properties/scope/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("project" !== data3){
const err7 = {instancePath:instancePath+"/approvals/" + i0+"/scope",schemaPath:"#/properties/approvals/items/properties/scope/anyOf/0/const",keyword:"const",params:{allowedValue: "project"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs12 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/approvals/" + i0+"/scope",schemaPath:"#/properties/approvals/items/properties/scope/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("user" !== data3){
const err9 = {instancePath:instancePath+"/approvals/" + i0+"/scope",schemaPath:"#/properties/approvals/items/properties/scope/anyOf/1/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err10 = {instancePath:instancePath+"/approvals/" + i0+"/scope",schemaPath:"#/properties/approvals/items/properties/scope/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data1.project !== undefined){
let data4 = data1.project;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/approvals/" + i0+"/project",schemaPath:"#/properties/approvals/items/properties/project/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/approvals/" + i0+"/project",schemaPath:"#/properties/approvals/items/properties/project/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.addedAt !== undefined){
if(typeof data1.addedAt !== "string"){
const err13 = {instancePath:instancePath+"/approvals/" + i0+"/addedAt",schemaPath:"#/properties/approvals/items/properties/addedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.session !== undefined){
if(typeof data1.session !== "string"){
const err14 = {instancePath:instancePath+"/approvals/" + i0+"/session",schemaPath:"#/properties/approvals/items/properties/session/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/approvals/" + i0,schemaPath:"#/properties/approvals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/approvals",schemaPath:"#/properties/approvals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const validatePackagesLock = validate15;
const schema16 = {"type":"object","required":["lockfileVersion","packages"],"properties":{"lockfileVersion":{"type":"number","const":1},"packages":{"type":"object","patternProperties":{"^.*$":{"anyOf":[{"type":"object","required":["kind","source","name","version"],"properties":{"kind":{"type":"string","const":"npm"},"source":{"type":"string","description":"The declaration this entry was made for."},"name":{"type":"string"},"version":{"type":"string","description":"The exact version installed."},"resolved":{"type":"string","description":"The tarball npm fetched."},"integrity":{"type":"string","description":"The tarball's Subresource Integrity checksum."}},"additionalProperties":false},{"type":"object","required":["kind","source","url","refKind","commit"],"properties":{"kind":{"type":"string","const":"git"},"source":{"type":"string"},"url":{"type":"string"},"ref":{"type":"string","description":"The ref as declared, when there is one."},"refKind":{"enum":["tag","branch","commit","default"],"description":"tag and commit refs are pinned; a branch or the default branch moves with keel update."},"commit":{"type":"string","description":"The full commit hash checked out."}},"additionalProperties":false}]}},"description":"Keyed by package identity (npm:<name>, git:<host>/<path>)."}},"additionalProperties":false};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lockfileVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lockfileVersion"},message:"must have required property '"+"lockfileVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.packages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "packages"},message:"must have required property '"+"packages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "lockfileVersion") || (key0 === "packages"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.lockfileVersion !== undefined){
let data0 = data.lockfileVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/lockfileVersion",schemaPath:"#/properties/lockfileVersion/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(1 !== data0){
const err4 = {instancePath:instancePath+"/lockfileVersion",schemaPath:"#/properties/lockfileVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.packages !== undefined){
let data1 = data.packages;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(pattern10.test(key1)){
let data2 = data1[key1];
const _errs7 = errors;
let valid2 = false;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind === undefined){
const err5 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.source === undefined){
const err6 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.name === undefined){
const err7 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.version === undefined){
const err8 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key2 in data2){
if(!((((((key2 === "kind") || (key2 === "source")) || (key2 === "name")) || (key2 === "version")) || (key2 === "resolved")) || (key2 === "integrity"))){
const err9 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.kind !== undefined){
let data3 = data2.kind;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("npm" !== data3){
const err11 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "npm"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err12 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/source",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err13 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.version !== undefined){
if(typeof data2.version !== "string"){
const err14 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/version",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.resolved !== undefined){
if(typeof data2.resolved !== "string"){
const err15 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/resolved",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/resolved/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.integrity !== undefined){
if(typeof data2.integrity !== "string"){
const err16 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/integrity",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/properties/integrity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs23 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind === undefined){
const err18 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.source === undefined){
const err19 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.url === undefined){
const err20 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data2.refKind === undefined){
const err21 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "refKind"},message:"must have required property '"+"refKind"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data2.commit === undefined){
const err22 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/required",keyword:"required",params:{missingProperty: "commit"},message:"must have required property '"+"commit"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key3 in data2){
if(!((((((key3 === "kind") || (key3 === "source")) || (key3 === "url")) || (key3 === "ref")) || (key3 === "refKind")) || (key3 === "commit"))){
const err23 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.kind !== undefined){
let data9 = data2.kind;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if("git" !== data9){
const err25 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "git"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.source !== undefined){
if(typeof data2.source !== "string"){
const err26 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/source",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.url !== undefined){
if(typeof data2.url !== "string"){
const err27 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.ref !== undefined){
if(typeof data2.ref !== "string"){
const err28 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/ref",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.refKind !== undefined){
let data13 = data2.refKind;
if(!((((data13 === "tag") || (data13 === "branch")) || (data13 === "commit")) || (data13 === "default"))){
const err29 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/refKind",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/refKind/enum",keyword:"enum",params:{allowedValues: schema16.properties.packages.patternProperties["^.*$"].anyOf[1].properties.refKind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.commit !== undefined){
if(typeof data2.commit !== "string"){
const err30 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/commit",schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/properties/commit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err32 = {instancePath:instancePath+"/packages/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/packages/patternProperties/%5E.*%24/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/packages",schemaPath:"#/properties/packages/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}
function ucs2length(text) {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
