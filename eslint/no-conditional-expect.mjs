// An assertion under an `if` without an `else`, or behind `&&`/`||`, in the same test body can
// silently not run: assert the condition itself instead. An if/else (or `? :`) that asserts on each
// side is a table-driven check and fine; so is a test *declared* inside an `if` (its body is a
// function of its own, and the walk stops at the nearest function).
const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

function isSkippableBranch(node) {
  if (node.type === "LogicalExpression") return true;
  return node.type === "IfStatement" && !node.alternate;
}
function isExpectCall(node) {
  let callee = node.callee;
  while (callee && callee.type === "MemberExpression") callee = callee.object;
  while (callee && callee.type === "CallExpression") callee = callee.callee;
  return callee?.type === "Identifier" && callee.name === "expect" && node.callee.type === "Identifier";
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "No expect() inside a branch of the same function: it can silently not run" },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!isExpectCall(node)) return;
        for (let parent = node.parent; parent; parent = parent.parent) {
          if (FUNCTIONS.has(parent.type)) return;
          if (isSkippableBranch(parent)) {
            context.report({
              node,
              message:
                "This expect() is inside a branch and can silently not run: assert the condition instead",
            });
            return;
          }
        }
      },
    };
  },
};

export const testRules = { rules: { "no-conditional-expect": rule } };
