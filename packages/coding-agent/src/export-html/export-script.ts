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
  // Only entries whose state changes are touched: switching branches in a 10,000-entry page stays cheap.
  var shown = new Set();
  var selected = null;
  entryOf.forEach(function (entry, entryId) { if (!entry.hidden) shown.add(entryId); });
  rowOf.forEach(function (row, rowId) { if (row.classList.contains("selected")) selected = rowId; });
  function select(id) {
    var onPath = branchThrough(id);
    shown.forEach(function (entryId) {
      if (onPath.has(entryId)) return;
      var entry = entryOf.get(entryId);
      if (entry) entry.hidden = true;
      var row = rowOf.get(entryId);
      if (row) row.classList.remove("on-path");
    });
    onPath.forEach(function (entryId) {
      if (shown.has(entryId)) return;
      var entry = entryOf.get(entryId);
      if (entry) entry.hidden = false;
      var row = rowOf.get(entryId);
      if (row) row.classList.add("on-path");
    });
    shown = onPath;
    if (selected !== null && rowOf.has(selected)) rowOf.get(selected).classList.remove("selected");
    if (rowOf.has(id)) rowOf.get(id).classList.add("selected");
    selected = id;
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
