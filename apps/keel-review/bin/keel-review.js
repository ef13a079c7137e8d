#!/usr/bin/env node
import { runReview } from "../dist/main.js";

process.exitCode = await runReview(process.argv.slice(2));
