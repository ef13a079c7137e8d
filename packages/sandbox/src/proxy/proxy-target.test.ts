import { describe, expect, it } from "vitest";
import { isLocalAddress, proxyTarget } from "./proxy-target.js";

const resolvesTo =
  (...addresses: string[]) =>
  async (): Promise<readonly string[]> =>
    addresses;

describe("proxyTarget", () => {
  it("refuses a host outside the list, and a direct IP unless listed as it is", async () => {
    expect(await proxyTarget("example.com", ["registry.npmjs.org"], resolvesTo("93.184.216.34"))).toEqual({
      kind: "not-listed",
    });
    expect(await proxyTarget("127.0.0.1", ["localhost"])).toEqual({ kind: "not-listed" });
    expect(await proxyTarget("10.0.0.7", ["10.0.0.7"])).toEqual({ kind: "allowed", address: "10.0.0.7" });
  });

  it("connects to the address resolved once, and refuses a wildcard name that leads to this machine or its link", async () => {
    expect(await proxyTarget("a.example.com", ["*.example.com"], resolvesTo("93.184.216.34"))).toEqual({
      kind: "allowed",
      address: "93.184.216.34",
    });
    for (const address of ["127.0.0.1", "::1", "0.0.0.0", "169.254.169.254", "::ffff:127.0.0.1", "fe80::1"])
      expect(await proxyTarget("evil.example.com", ["*.example.com"], resolvesTo("93.184.216.34", address))).toEqual({
        kind: "local-address",
        address,
      });
    // Listed as it is, the user meant it (an internal mirror, a metadata name).
    expect(await proxyTarget("metadata.internal", ["metadata.internal"], resolvesTo("169.254.169.254"))).toEqual({
      kind: "allowed",
      address: "169.254.169.254",
    });
  });

  it("says when a listed name does not resolve", async () => {
    const fails = async (): Promise<readonly string[]> => {
      throw new Error("ENOTFOUND");
    };
    expect(await proxyTarget("nowhere.example.com", ["*.example.com"], fails)).toEqual({ kind: "unresolved" });
  });
});

describe("isLocalAddress", () => {
  it("knows loopback, unspecified and link-local addresses, and nothing else", () => {
    for (const address of [
      "127.0.0.1",
      "127.5.6.7",
      "0.0.0.0",
      "169.254.1.1",
      "::1",
      "::",
      "fe80::abcd",
      "::ffff:127.0.0.1",
    ])
      expect({ address, local: isLocalAddress(address) }).toEqual({ address, local: true });
    for (const address of [
      "10.0.0.1",
      "192.168.1.1",
      "93.184.216.34",
      "2001:db8::1",
      "::ffff:10.0.0.1",
      "fec0::1",
      "not-an-ip",
    ])
      expect({ address, local: isLocalAddress(address) }).toEqual({ address, local: false });
  });
});
