// The dependency rules count type-only imports too (a type from plugins/ in db/ couples the layers
// as much as a value does), but the TypeScript preset erases them before dependency-cruiser reads
// the code. This turns each one into a bare import of the same module, which survives. It runs on
// Program entry because the preset removes type imports there, before any import visitor.
module.exports = function keepTypeImports({ types: t }) {
  const isTypeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
  return {
    visitor: {
      Program: {
        enter(program) {
          for (const statement of program.get('body')) {
            const { node } = statement;
            const isModuleStatement = statement.isImportDeclaration() || statement.isExportNamedDeclaration();
            if (isModuleStatement && node.source && isTypeOnly(node)) {
              statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
            }
          }
        },
      },
    },
  };
};
