/**
 * The page's script, inlined with the CSP nonce: picking an entry in the
 * tree shows its branch (root to that entry, then on to the newest leaf
 * below it); two buttons open or close every tool output. Contains no
 * session data: everything it reads is in the document's attributes.
 */
export const EXPORT_SCRIPT = `
(function () {
  "use strict";
  var parentOf = new Map();
  var childrenOf = new Map();
  var rowOf = new Map();
  var entryOf = new Map();
  document.querySelectorAll("#tree .tree-row").forEach(function (row) {
    var id = row.getAttribute("data-id");
    var parent = row.getAttribute("data-parent") || "";
    parentOf.set(id, parent);
    rowOf.set(id, row);
    if (!childrenOf.has(parent)) childrenOf.set(parent, []);
    childrenOf.get(parent).push(id);
  });
  document.querySelectorAll("main .entry").forEach(function (entry) {
    entryOf.set(entry.getAttribute("data-id"), entry);
  });
  function branchThrough(id) {
    var onPath = new Set();
    for (var up = id; up && !onPath.has(up); up = parentOf.get(up)) onPath.add(up);
    for (var down = id; ; ) {
      var kids = childrenOf.get(down);
      if (!kids || kids.length === 0) break;
      down = kids[kids.length - 1];
      if (onPath.has(down)) break;
      onPath.add(down);
    }
    return onPath;
  }
  function select(id) {
    var onPath = branchThrough(id);
    entryOf.forEach(function (entry, entryId) { entry.hidden = !onPath.has(entryId); });
    rowOf.forEach(function (row, rowId) {
      row.classList.toggle("on-path", onPath.has(rowId));
      row.classList.toggle("selected", rowId === id);
    });
    var target = entryOf.get(id);
    if (target) target.scrollIntoView({ block: "start" });
  }
  var tree = document.getElementById("tree");
  if (tree) tree.addEventListener("click", function (event) {
    var row = event.target instanceof Element ? event.target.closest(".tree-row") : null;
    if (row) select(row.getAttribute("data-id"));
  });
  function setOutputs(open) {
    document.querySelectorAll("details.tool-output, details.tool-args").forEach(function (d) { d.open = open; });
  }
  var expand = document.getElementById("expand-all");
  var collapse = document.getElementById("collapse-all");
  if (expand) expand.addEventListener("click", function () { setOutputs(true); });
  if (collapse) collapse.addEventListener("click", function () { setOutputs(false); });
})();
`;
