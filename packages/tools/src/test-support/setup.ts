import { afterAll } from "vitest";
import { SpillFolder } from "../process/spill-folder.js";

// Test workers end without running exit hooks: remove the managed spill folders the tests made.
afterAll(() => SpillFolder.disposeAll());
