export * from "openai";
export { default } from "openai";
