/** Classic BPF opcodes used by seccomp filters. */
export const BPF = {
  /** A = 32-bit word at absolute offset k of struct seccomp_data. */
  loadWord: 0x20,
  /** if (A == k) jump jt else jf. */
  jumpEqual: 0x15,
  /** if (A >= k) jump jt else jf. */
  jumpGreaterOrEqual: 0x35,
  /** if (A & k) jump jt else jf. */
  jumpSet: 0x45,
  /** return k. */
  returnConstant: 0x06,
} as const;

/** One instruction whose jump targets are labels, resolved by `assemble`. */
export type Instruction =
  | { readonly op: "load"; readonly offset: number }
  | {
      readonly op: "jeq" | "jge" | "jset";
      readonly value: number;
      readonly jumpTo: string;
      readonly otherwise?: string;
    }
  | { readonly op: "return"; readonly value: number }
  | { readonly op: "label"; readonly name: string };

/**
 * Assembles a program into the `struct sock_filter[]` bytes the kernel (and
 * `bwrap --seccomp`) reads: 8 bytes per instruction, little-endian. Jumps are
 * forward only, at most 255 instructions ahead; a missing `otherwise` falls
 * through to the next instruction.
 */
export function assemble(program: readonly Instruction[]): Buffer {
  const code = program.filter(
    (instruction): instruction is Exclude<Instruction, { op: "label" }> => instruction.op !== "label",
  );
  const labels = new Map<string, number>();
  let index = 0;
  for (const instruction of program) {
    if (instruction.op === "label") labels.set(instruction.name, index);
    else index += 1;
  }
  const out = Buffer.alloc(code.length * 8);
  code.forEach((instruction, at) => {
    const offset = (label: string | undefined): number => {
      if (label === undefined) return 0;
      const target = labels.get(label);
      if (target === undefined) throw new Error(`seccomp program: no label ${label}`);
      const distance = target - at - 1;
      if (distance < 0 || distance > 255) throw new Error(`seccomp program: jump to ${label} out of range`);
      return distance;
    };
    let opcode: number;
    let jt = 0;
    let jf = 0;
    let k: number;
    switch (instruction.op) {
      case "load":
        opcode = BPF.loadWord;
        k = instruction.offset;
        break;
      case "jeq":
      case "jge":
      case "jset":
        opcode = { jeq: BPF.jumpEqual, jge: BPF.jumpGreaterOrEqual, jset: BPF.jumpSet }[instruction.op];
        jt = offset(instruction.jumpTo);
        jf = offset(instruction.otherwise);
        k = instruction.value;
        break;
      case "return":
        opcode = BPF.returnConstant;
        k = instruction.value;
        break;
      default:
        instruction satisfies never;
        throw new Error("unknown instruction");
    }
    out.writeUInt16LE(opcode, at * 8);
    out.writeUInt8(jt, at * 8 + 2);
    out.writeUInt8(jf, at * 8 + 3);
    out.writeUInt32LE(k >>> 0, at * 8 + 4);
  });
  return out;
}
