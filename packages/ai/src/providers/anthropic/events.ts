/**
 * The subset of Anthropic Messages stream events the adapter reads, typed
 * loosely on purpose: the wire is data from the network, so every field is
 * optional and unknown event, block and delta types must be ignored rather
 * than trusted to match the SDK's closed unions.
 */

/** Token counts as Anthropic reports them (`message_start.message.usage`, `message_delta.usage`). */
export interface AnthropicWireUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
}

/** A `content_block_start` block. */
export interface AnthropicWireBlock {
  type?: string;
  text?: string;
  thinking?: string;
  signature?: string;
  data?: string;
  id?: string;
  name?: string;
  input?: unknown;
}

/** A `content_block_delta` delta. */
export interface AnthropicWireDelta {
  type?: string;
  text?: string;
  thinking?: string;
  signature?: string;
  partial_json?: string;
}

/** One stream event (the JSON payload of one SSE event). */
export interface AnthropicWireEvent {
  type?: string;
  index?: number;
  message?: { usage?: AnthropicWireUsage; content?: unknown[] };
  content_block?: AnthropicWireBlock;
  delta?: AnthropicWireDelta & {
    stop_reason?: string | null;
    stop_details?: { type?: string; explanation?: string; category?: string } | null;
  };
  usage?: AnthropicWireUsage;
  error?: { type?: string; message?: string };
}
