export function greet(name: string): string {
  return "hello " + name; // TODO: greet politely, with a capital letter and an exclamation mark
}
