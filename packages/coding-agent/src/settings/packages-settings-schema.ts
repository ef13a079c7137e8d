import { type Static, Type } from "typebox";

/**
 * One entry of the `packages` setting: a source string, or an object
 * with a `source` (the form pi's settings use; Keel reads only `source`
 * from it and loads every resource the package declares).
 */
export const PackageDeclarationSchema = Type.Union(
  [
    Type.String({
      minLength: 1,
      description: "npm:<name>[@<version>], git:<host>/<path>[@<ref>], https://…, or a path.",
    }),
    Type.Object(
      {
        source: Type.String({ minLength: 1, description: "The package source, as in the string form." }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: "A package: extensions, skills, prompt templates and themes installed from npm, git or a folder." },
);

/** The `packages` setting: the packages this settings file adds. */
export const PackagesSettingSchema = Type.Array(PackageDeclarationSchema, {
  description:
    "Packages to install and load (keel install / keel remove edit this list). Relative paths resolve from this settings file's folder.",
});

/** One entry of the `packages` setting. */
export type PackageDeclaration = Static<typeof PackageDeclarationSchema>;

/** The source text of a declaration, whichever form it has. */
export function declarationSource(declaration: PackageDeclaration): string {
  return typeof declaration === "string" ? declaration : declaration.source;
}
