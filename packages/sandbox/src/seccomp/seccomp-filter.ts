import { assemble, type Instruction } from "./bpf.js";

/** The architectures the filter is written for (Node's `process.arch` names). */
export type FilterArch = "x64" | "arm64";

const SECCOMP_RET_ALLOW = 0x7fff0000;
const SECCOMP_RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;
const AUDIT_ARCH = { x64: 0xc000003e, arm64: 0xc00000b7 } as const;
const X32_SYSCALL_BIT = 0x40000000;
/** CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET. */
const CLONE_NAMESPACE_FLAGS = 0x7e020000;
/** Terminal ioctls that push input into, or drive, the terminal: TIOCSTI and TIOCLINUX. */
const TERMINAL_IOCTLS = [0x5412, 0x541c];

/** Syscall numbers per architecture. */
const SYSCALLS = {
  x64: { ioctl: 16, clone: 56, clone3: 435 },
  arm64: { ioctl: 29, clone: 220, clone3: 435 },
} as const;

/**
 * Syscalls refused inside the sandbox: new namespaces, joining others, and
 * every way to mount (the capabilities are dropped already; this closes the
 * kernel surface behind them). Same numbers on both architectures from 428 on.
 */
const DENIED = {
  x64: { unshare: 272, setns: 308, mount: 165, umount2: 166, pivot_root: 155 },
  arm64: { unshare: 97, setns: 268, mount: 40, umount2: 39, pivot_root: 41 },
} as const;
const DENIED_NEW_MOUNT_API = {
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  mount_setattr: 442,
};

/**
 * The seccomp filter applied to every sandboxed command: refuses (EPERM)
 * TIOCSTI/TIOCLINUX on any terminal, `clone` with namespace flags,
 * `unshare`, `setns`, `mount` and the new mount API, `pivot_root`; answers
 * `clone3` with ENOSYS (its flags sit in memory a filter cannot read, so C
 * libraries fall back to `clone`); refuses the x32 ABI and every other
 * architecture's syscalls, which would bypass the numbers checked here.
 */
export function seccompFilter(arch: FilterArch): Buffer {
  const calls = SYSCALLS[arch];
  const denied = [...Object.values(DENIED[arch]), ...Object.values(DENIED_NEW_MOUNT_API)];
  const program: Instruction[] = [
    { op: "load", offset: 4 },
    { op: "jeq", value: AUDIT_ARCH[arch], jumpTo: "native", otherwise: "deny" },
    { op: "label", name: "native" },
    { op: "load", offset: 0 },
    ...(arch === "x64" ? [{ op: "jge", value: X32_SYSCALL_BIT, jumpTo: "deny" } as const] : []),
    { op: "jeq", value: calls.ioctl, jumpTo: "ioctl" },
    { op: "jeq", value: calls.clone, jumpTo: "clone" },
    { op: "jeq", value: calls.clone3, jumpTo: "enosys" },
    ...denied.map((nr): Instruction => ({ op: "jeq", value: nr, jumpTo: "deny" })),
    { op: "return", value: SECCOMP_RET_ALLOW },
    { op: "label", name: "ioctl" },
    { op: "load", offset: 24 }, // args[1], low 32 bits: the request
    ...TERMINAL_IOCTLS.map((request): Instruction => ({ op: "jeq", value: request, jumpTo: "deny" })),
    { op: "return", value: SECCOMP_RET_ALLOW },
    { op: "label", name: "clone" },
    { op: "load", offset: 16 }, // args[0], low 32 bits: the flags
    { op: "jset", value: CLONE_NAMESPACE_FLAGS, jumpTo: "deny" },
    { op: "return", value: SECCOMP_RET_ALLOW },
    { op: "label", name: "enosys" },
    { op: "return", value: SECCOMP_RET_ERRNO | ENOSYS },
    { op: "label", name: "deny" },
    { op: "return", value: SECCOMP_RET_ERRNO | EPERM },
  ];
  return assemble(program);
}

/** The filter's architecture name for this process, or undefined where no filter is written. */
export function filterArch(arch: string = process.arch): FilterArch | undefined {
  return arch === "x64" || arch === "arm64" ? arch : undefined;
}
