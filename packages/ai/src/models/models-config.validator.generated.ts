// Generated from the schemas in src/models/models-config-schema.ts by ajv's standalone code. Do not edit:
// regenerate with `pnpm --filter @keel/ai generate` (a test fails when this file is out of date).
// @ts-nocheck
export const validateModelsConfig = validate10;
const schema11 = {"type":"object","additionalProperties":false,"required":["providers"],"properties":{"$schema":{"type":"string"},"providers":{"type":"object","propertyNames":{"type":"string","minLength":1},"additionalProperties":{"type":"object","additionalProperties":false,"required":["baseUrl","api","models"],"properties":{"baseUrl":{"type":"string","pattern":"^https?://"},"api":{"type":"string","minLength":1},"apiKeyEnv":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"headers":{"type":"object","additionalProperties":{"type":"string"}},"compat":{"type":"object","properties":{"maxTokensField":{"enum":["max_completion_tokens","max_tokens"],"description":"Send `max_completion_tokens` (OpenAI) or `max_tokens` (most other servers)."},"supportsUsageInStreaming":{"type":"boolean","description":"The server accepts `stream_options: { include_usage: true }`."},"supportsDeveloperRole":{"type":"boolean","description":"The server accepts the `developer` role for system prompts on reasoning models."},"supportsReasoningEffort":{"type":"boolean","description":"The server accepts `reasoning_effort`."},"supportsStrictMode":{"type":"boolean","description":"The server accepts `strict` on function tools."},"reasoningField":{"enum":["reasoning_content","reasoning"],"description":"Field in which the server streams reasoning text (and takes it back on replay)."},"maxToolCallIdLength":{"type":"integer","minimum":1,"description":"Longest tool-call id the server accepts (Mistral: 9)."}},"additionalProperties":false},"models":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"contextWindow":{"type":"integer","minimum":1},"maxTokens":{"type":"integer","minimum":1},"reasoning":{"type":"boolean"},"input":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","enum":["text","image"]}},"cost":{"type":"object","additionalProperties":false,"properties":{"input":{"type":"number","minimum":0},"output":{"type":"number","minimum":0},"cacheRead":{"type":"number","minimum":0},"cacheWrite":{"type":"number","minimum":0}}}}}}}}}}};
const func2 = ucs2length;
const pattern0 = new RegExp("^https?://", "u");
const pattern1 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "providers"},message:"must have required property '"+"providers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "$schema") || (key0 === "providers"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.providers !== undefined){
let data1 = data.providers;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs6 = errors;
if(typeof key1 === "string"){
if(func2(key1) < 1){
const err3 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
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
const err4 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid1 = _errs6 === errors;
if(!valid1){
const err5 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.baseUrl === undefined){
const err6 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/additionalProperties/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.api === undefined){
const err7 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/additionalProperties/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.models === undefined){
const err8 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/additionalProperties/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key3 in data2){
if(!((((((key3 === "baseUrl") || (key3 === "api")) || (key3 === "apiKeyEnv")) || (key3 === "headers")) || (key3 === "compat")) || (key3 === "models"))){
const err9 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.baseUrl !== undefined){
let data3 = data2.baseUrl;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err10 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/baseUrl",schemaPath:"#/properties/providers/additionalProperties/properties/baseUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/baseUrl",schemaPath:"#/properties/providers/additionalProperties/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.api !== undefined){
let data4 = data2.api;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/api",schemaPath:"#/properties/providers/additionalProperties/properties/api/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/api",schemaPath:"#/properties/providers/additionalProperties/properties/api/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.apiKeyEnv !== undefined){
let data5 = data2.apiKeyEnv;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err14 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/apiKeyEnv",schemaPath:"#/properties/providers/additionalProperties/properties/apiKeyEnv/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/apiKeyEnv",schemaPath:"#/properties/providers/additionalProperties/properties/apiKeyEnv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.headers !== undefined){
let data6 = data2.headers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key4 in data6){
if(typeof data6[key4] !== "string"){
const err16 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/additionalProperties/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/providers/additionalProperties/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.compat !== undefined){
let data8 = data2.compat;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key5 in data8){
if(!(((((((key5 === "maxTokensField") || (key5 === "supportsUsageInStreaming")) || (key5 === "supportsDeveloperRole")) || (key5 === "supportsReasoningEffort")) || (key5 === "supportsStrictMode")) || (key5 === "reasoningField")) || (key5 === "maxToolCallIdLength"))){
const err18 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat",schemaPath:"#/properties/providers/additionalProperties/properties/compat/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.maxTokensField !== undefined){
let data9 = data8.maxTokensField;
if(!((data9 === "max_completion_tokens") || (data9 === "max_tokens"))){
const err19 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/maxTokensField",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/maxTokensField/enum",keyword:"enum",params:{allowedValues: schema11.properties.providers.additionalProperties.properties.compat.properties.maxTokensField.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8.supportsUsageInStreaming !== undefined){
if(typeof data8.supportsUsageInStreaming !== "boolean"){
const err20 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/supportsUsageInStreaming",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/supportsUsageInStreaming/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.supportsDeveloperRole !== undefined){
if(typeof data8.supportsDeveloperRole !== "boolean"){
const err21 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/supportsDeveloperRole",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/supportsDeveloperRole/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.supportsReasoningEffort !== undefined){
if(typeof data8.supportsReasoningEffort !== "boolean"){
const err22 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/supportsReasoningEffort",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/supportsReasoningEffort/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.supportsStrictMode !== undefined){
if(typeof data8.supportsStrictMode !== "boolean"){
const err23 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/supportsStrictMode",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/supportsStrictMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.reasoningField !== undefined){
let data14 = data8.reasoningField;
if(!((data14 === "reasoning_content") || (data14 === "reasoning"))){
const err24 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/reasoningField",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/reasoningField/enum",keyword:"enum",params:{allowedValues: schema11.properties.providers.additionalProperties.properties.compat.properties.reasoningField.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data8.maxToolCallIdLength !== undefined){
let data15 = data8.maxToolCallIdLength;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err25 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/maxToolCallIdLength",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/maxToolCallIdLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err26 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat/maxToolCallIdLength",schemaPath:"#/properties/providers/additionalProperties/properties/compat/properties/maxToolCallIdLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/compat",schemaPath:"#/properties/providers/additionalProperties/properties/compat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.models !== undefined){
let data16 = data2.models;
if(Array.isArray(data16)){
if(data16.length < 1){
const err28 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models",schemaPath:"#/properties/providers/additionalProperties/properties/models/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.id === undefined){
const err29 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0,schemaPath:"#/properties/providers/additionalProperties/properties/models/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key6 in data17){
if(!(((((((key6 === "id") || (key6 === "name")) || (key6 === "contextWindow")) || (key6 === "maxTokens")) || (key6 === "reasoning")) || (key6 === "input")) || (key6 === "cost"))){
const err30 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0,schemaPath:"#/properties/providers/additionalProperties/properties/models/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data17.id !== undefined){
let data18 = data17.id;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err31 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/id",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/id",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data17.name !== undefined){
let data19 = data17.name;
if(typeof data19 === "string"){
if(func2(data19) < 1){
const err33 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/name",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err34 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/name",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data17.contextWindow !== undefined){
let data20 = data17.contextWindow;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err35 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/contextWindow",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/contextWindow/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err36 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/contextWindow",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/contextWindow/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data17.maxTokens !== undefined){
let data21 = data17.maxTokens;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err37 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/maxTokens",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err38 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/maxTokens",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data17.reasoning !== undefined){
if(typeof data17.reasoning !== "boolean"){
const err39 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/reasoning",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/reasoning/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data17.input !== undefined){
let data23 = data17.input;
if(Array.isArray(data23)){
if(data23.length < 1){
const err40 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/input",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/input/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
let data24 = data23[i1];
if(typeof data24 !== "string"){
const err41 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/input/" + i1,schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/input/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data24 === "text") || (data24 === "image"))){
const err42 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/input/" + i1,schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/input/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.providers.additionalProperties.properties.models.items.properties.input.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
let i2 = data23.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data23[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err43 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/input",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/input/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err44 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/input",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data17.cost !== undefined){
let data25 = data17.cost;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key7 in data25){
if(!((((key7 === "input") || (key7 === "output")) || (key7 === "cacheRead")) || (key7 === "cacheWrite"))){
const err45 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data25.input !== undefined){
let data26 = data25.input;
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err46 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/input",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err47 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/input",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/input/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data25.output !== undefined){
let data27 = data25.output;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err48 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/output",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/output",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/output/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data25.cacheRead !== undefined){
let data28 = data25.cacheRead;
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err50 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/cacheRead",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/cacheRead/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/cacheRead",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/cacheRead/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data25.cacheWrite !== undefined){
let data29 = data25.cacheWrite;
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err52 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/cacheWrite",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/cacheWrite/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost/cacheWrite",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/properties/cacheWrite/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err54 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0+"/cost",schemaPath:"#/properties/providers/additionalProperties/properties/models/items/properties/cost/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models/" + i0,schemaPath:"#/properties/providers/additionalProperties/properties/models/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/models",schemaPath:"#/properties/providers/additionalProperties/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/providers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/providers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err58 = {instancePath:instancePath+"/providers",schemaPath:"#/properties/providers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
function ucs2length(text) {
  let length = 0;
  for (const _ of text) length++;
  return length;
}
