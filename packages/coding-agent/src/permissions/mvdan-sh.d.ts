// mvdan-sh ships no types; the parts Keel uses are typed in shell-syntax.ts.
declare module "mvdan-sh" {
  const sh: { syntax: unknown };
  export default sh;
}
