// Public surface of @keel/coding-agent/rpc-client: a typed client of `keel --mode rpc`.
export type {
  ExtensionUiResponse,
  RpcCommand,
  RpcCommandOf,
  RpcCommandType,
} from "../modes/rpc/rpc-commands.js";
export { RPC_COMMAND_TYPES } from "../modes/rpc/rpc-commands.js";
export type { ExtensionUiRequest } from "../modes/rpc/rpc-extension-ui.js";
export type { BashExecutionUpdate, RpcResponse } from "../modes/rpc/rpc-frames.js";
export type { RpcClientOptions, RpcCommandInput, RpcExit } from "./rpc-client.js";
export { RpcClient, RpcCommandError } from "./rpc-client.js";
export type { RpcCommandData, RpcEventRecord } from "./rpc-data.js";
