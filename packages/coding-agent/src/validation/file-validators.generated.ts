// Generated from the schemas in settings/settings-schema.ts, models/auth-file-schema.ts, trust/trust-file-schema.ts and permissions/approval-store.ts by ajv's standalone code. Do not edit:
// regenerate with `pnpm --filter @keel/coding-agent generate` (a test fails when this file is out of date).
// @ts-nocheck
export const validateSettingsFile = validate10;
const schema11 = {"type":"object","properties":{"$schema":{"type":"string","description":"JSON Schema for editors."},"defaultProvider":{"type":"string","minLength":1,"description":"Provider used when --provider is not given."},"defaultModel":{"type":"string","minLength":1,"description":"Model id used when --model is not given."},"defaultThinkingLevel":{"enum":["off","minimal","low","medium","high","xhigh"],"description":"How much the model should reason."},"defaultTools":{"type":"array","items":{"type":"string","minLength":1},"description":"Tools active at start. Plain names replace the inherited set; a list of only +name/-name entries changes it."},"toolExecution":{"enum":["parallel","sequential"],"description":"How tool calls of one reply run."},"steeringMode":{"enum":["all","one-at-a-time"]},"followUpMode":{"enum":["all","one-at-a-time"]},"shellPath":{"type":"string","minLength":1,"description":"Shell the bash tool runs (`~` allowed)."},"shellCommandPrefix":{"type":"string","description":"Text run before every bash command."},"retry":{"type":"object","properties":{"enabled":{"type":"boolean","description":"Retry failed provider requests that may succeed later."},"maxRetries":{"type":"integer","minimum":0,"description":"Retries after the first attempt."},"baseDelayMs":{"type":"integer","minimum":0,"description":"First backoff delay, doubled each retry."},"maxDelayMs":{"type":"integer","minimum":0,"description":"Longest wait between attempts."}},"description":"Automatic retry of retryable provider errors."},"compaction":{"type":"object","properties":{"enabled":{"type":"boolean","description":"Summarize older turns when the context nears the window."},"reserveTokens":{"type":"integer","minimum":0,"description":"Compact when fewer free context tokens than this remain."},"keepRecentTokens":{"type":"integer","minimum":0,"description":"Recent tokens kept verbatim, not summarized."}},"description":"Automatic compaction of long conversations."},"sessionDir":{"type":"string","minLength":1,"description":"Folder for session files."},"sessionOutputMaxBytes":{"type":"integer","minimum":0,"description":"Cap in bytes on the full-output files a session keeps beside its file (<session>/output/); the oldest go first. Default 52428800 (50 MB)."},"extensions":{"type":"array","items":{"type":"string","minLength":1},"description":"Extension files or folders. Relative paths resolve from the folder holding this settings file's config (`$KEEL_HOME` or the project's `.keel`); `~` is the home folder."},"skills":{"type":"array","items":{"type":"string","minLength":1},"description":"Skill files or folders. Relative paths resolve from the folder holding this settings file's config (`$KEEL_HOME` or the project's `.keel`); `~` is the home folder."},"prompts":{"type":"array","items":{"type":"string","minLength":1},"description":"Prompt-template files or folders. Relative paths resolve from the folder holding this settings file's config (`$KEEL_HOME` or the project's `.keel`); `~` is the home folder."},"defaultProjectTrust":{"enum":["ask","always","never"],"description":"Trust for projects with no saved decision. Honoured only in the user settings file."},"permissions":{"type":"object","properties":{"allow":{"type":"array","items":{"type":"string","minLength":1},"description":"Calls that run without asking. Rules: a tool name or tool(pattern), e.g. \"bash(npm run test:*)\", \"read(./.env)\", \"edit(src/**)\", \"mcp__server__tool\"."},"ask":{"type":"array","items":{"type":"string","minLength":1},"description":"Calls that always ask (in print and JSON mode: are refused). Rules: a tool name or tool(pattern), e.g. \"bash(npm run test:*)\", \"read(./.env)\", \"edit(src/**)\", \"mcp__server__tool\"."},"deny":{"type":"array","items":{"type":"string","minLength":1},"description":"Calls that never run. Deny beats ask beats allow, across every settings file. Rules: a tool name or tool(pattern), e.g. \"bash(npm run test:*)\", \"read(./.env)\", \"edit(src/**)\", \"mcp__server__tool\"."},"defaultMode":{"enum":["default","accept-edits","plan","bypass"],"description":"default; accept-edits (file changes inside the project run); plan (read-only tools only); bypass (everything runs except denied calls). A project file may only choose default or plan."},"allowReadOnlyCommands":{"type":"boolean","description":"Let a curated list of read-only shell commands (pwd, ls, cat, head, git status, …) run inside the project without a rule. Honoured only in the user settings file and on the command line."}},"description":"What tools may do: allow / ask / deny rules and the permission mode."},"checkpoints":{"type":"object","properties":{"enabled":{"type":"boolean","description":"Record the project's files before each turn (and after each run) so a rewind can put them back. Default true."},"exclude":{"type":"array","items":{"type":"string","minLength":1},"description":"More gitignore patterns to leave out of checkpoints, on top of the project's .gitignore and .git/info/exclude. A rewind leaves such files alone."},"maxFileBytes":{"type":"integer","minimum":0,"description":"Files larger than this many bytes are left out of checkpoints (and named). Default 10485760 (10 MB)."}},"description":"Checkpoints of the project's files for rewind."},"subagents":{"type":"object","properties":{"maxParallel":{"type":"integer","minimum":1,"description":"Subagents of one reply that run at the same time. Default 4."},"maxDepth":{"type":"integer","minimum":0,"description":"How deep subagents may nest: 1 lets the main agent start children, not grandchildren. Default 1."}},"description":"Subagents run by the `task` tool."}},"additionalProperties":true,"description":"Keel coding-agent settings."};
const func2 = ucs2length;

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
if(data.checkpoints !== undefined){
let data38 = data.checkpoints;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.enabled !== undefined){
if(typeof data38.enabled !== "boolean"){
const err55 = {instancePath:instancePath+"/checkpoints/enabled",schemaPath:"#/properties/checkpoints/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data38.exclude !== undefined){
let data40 = data38.exclude;
if(Array.isArray(data40)){
const len7 = data40.length;
for(let i7=0; i7<len7; i7++){
let data41 = data40[i7];
if(typeof data41 === "string"){
if(func2(data41) < 1){
const err56 = {instancePath:instancePath+"/checkpoints/exclude/" + i7,schemaPath:"#/properties/checkpoints/properties/exclude/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/checkpoints/exclude/" + i7,schemaPath:"#/properties/checkpoints/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/checkpoints/exclude",schemaPath:"#/properties/checkpoints/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data38.maxFileBytes !== undefined){
let data42 = data38.maxFileBytes;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err59 = {instancePath:instancePath+"/checkpoints/maxFileBytes",schemaPath:"#/properties/checkpoints/properties/maxFileBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err60 = {instancePath:instancePath+"/checkpoints/maxFileBytes",schemaPath:"#/properties/checkpoints/properties/maxFileBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err61 = {instancePath:instancePath+"/checkpoints",schemaPath:"#/properties/checkpoints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.subagents !== undefined){
let data43 = data.subagents;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.maxParallel !== undefined){
let data44 = data43.maxParallel;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err62 = {instancePath:instancePath+"/subagents/maxParallel",schemaPath:"#/properties/subagents/properties/maxParallel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 1 || isNaN(data44)){
const err63 = {instancePath:instancePath+"/subagents/maxParallel",schemaPath:"#/properties/subagents/properties/maxParallel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data43.maxDepth !== undefined){
let data45 = data43.maxDepth;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err64 = {instancePath:instancePath+"/subagents/maxDepth",schemaPath:"#/properties/subagents/properties/maxDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err65 = {instancePath:instancePath+"/subagents/maxDepth",schemaPath:"#/properties/subagents/properties/maxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
}
else {
const err66 = {instancePath:instancePath+"/subagents",schemaPath:"#/properties/subagents/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateAuthFile = validate11;
const schema12 = {"type":"object","patternProperties":{"^.*$":{"type":"object","required":["type"],"properties":{"type":{"type":"string"}}}}};
const pattern0 = new RegExp("^.*$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(pattern0.test(key0)){
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
if(pattern0.test(key0)){
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
function ucs2length(text) {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
