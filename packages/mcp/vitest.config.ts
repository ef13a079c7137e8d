import { keelVitestConfig } from "../../vitest.shared.js";

export default keelVitestConfig();
