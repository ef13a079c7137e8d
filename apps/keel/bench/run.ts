// Benchmarks of the keel command. They print figures; they are never tests.
await import("./startup.bench.js");
await import("./json-memory.bench.js");
await import("./rpc.bench.js");
await import("./hooks.bench.js");
await import("./codemode.bench.js");
