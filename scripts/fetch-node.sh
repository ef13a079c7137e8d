#!/usr/bin/env bash
# Prints the folder of a `node` binary of the given major version, taken from
# the npm registry's `node-linux-<arch>` package and unpacked into a cache
# folder (no system change). Usage: scripts/fetch-node.sh 22
set -euo pipefail
major="${1:?usage: scripts/fetch-node.sh <major-version>}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "fetch-node: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac
cache="${KEEL_NODE_CACHE:-${TMPDIR:-/tmp}/keel-nodes}"
dir="$cache/node-$major-$arch"
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$dir"
  tarball="$(cd "$dir" && npm pack "node-linux-$arch@$major" --silent --loglevel=error | tail -n 1)"
  tar -xzf "$dir/$tarball" -C "$dir" package/bin/node
  rm -f "$dir/$tarball"
fi
"$dir/package/bin/node" --version >/dev/null
echo "$dir/package/bin"
