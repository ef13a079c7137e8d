import { keelVitestConfig } from "../../vitest.shared.js";

// The HTML export's browser test drives headless Chromium: a system suite.
export default keelVitestConfig({ systemSuites: ["src/export-html/export-html-browser.test.ts"] });
