import { describe, expect, it } from "vitest";
import { filterArch, seccompFilter } from "./seccomp-filter.js";

describe("seccompFilter", () => {
  it("assembles a program for x86-64 and arm64 whose first instruction loads the architecture", () => {
    for (const arch of ["x64", "arm64"] as const) {
      const program = seccompFilter(arch);
      expect(program.length % 8).toBe(0);
      expect(program.length / 8).toBeLessThan(64);
      expect(program.readUInt16LE(0)).toBe(0x20);
      expect(program.readUInt32LE(4)).toBe(4);
    }
  });

  it("ends with the refusal EPERM and writes no filter for other architectures", () => {
    const program = seccompFilter("x64");
    expect(program.readUInt32LE(program.length - 4)).toBe(0x00050001);
    expect(filterArch("ia32")).toBeUndefined();
  });
});
