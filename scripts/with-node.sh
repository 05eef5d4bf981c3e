#!/usr/bin/env bash
# Runs a command with another Node.js release first on PATH, fetched from the npm registry (the
# package node-<os>-<arch> carries bin/node), so that CI can test a Node version the machine does
# not have installed and that is reachable only through the registry.
#   scripts/with-node.sh 24 npm test
#   scripts/with-node.sh 24.22.3 node --version
# The release is resolved to an exact version (newest matching the spec) and unpacked once into
# FEDRA_NODE_CACHE (default ~/.cache/fedra/node/<version>), outside the repository: `npm ci`
# would not keep it, and 190 MB do not belong in node_modules. npm, npx and every script that
# starts with `#!/usr/bin/env node` then run on that Node; the package has no npm of its own, so
# the machine's npm runs on it.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 <node version, e.g. 24> <command> [args...]" >&2
  exit 2
fi
spec=$1
shift

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "with-node: no Node package for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node: no Node package for $(uname -m)" >&2; exit 1 ;;
esac
package="node-$os-$arch"
cache=${FEDRA_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fedra/node}

# The newest version that matches: `npm view` lists every match, oldest first. Offline, the newest
# release of that major already in the cache will do.
version=$(npm view "$package@$spec" version --json --fetch-retries=1 2>/dev/null | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
    try { const v = JSON.parse(s); console.log(Array.isArray(v) ? v[v.length - 1] : v); } catch {}
  });' || true)
if [ -z "$version" ]; then
  version=$(ls "$cache" 2>/dev/null | grep -E "^${spec//./\\.}(\\.|$)" | sort -V | tail -n 1 || true)
  if [ -z "$version" ]; then
    echo "with-node: cannot resolve $package@$spec from the registry and none is cached in $cache" >&2
    exit 1
  fi
  echo "with-node: registry not reachable, using cached Node $version" >&2
fi

home="$cache/$version"
if [ ! -x "$home/bin/node" ]; then
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/.fetch-XXXXXX")
  trap 'rm -rf "$work"' EXIT
  echo "with-node: fetching $package@$version from the npm registry" >&2
  # npm pack checks the tarball against the integrity the registry publishes.
  (cd "$work" && npm pack "$package@$version" --silent >/dev/null)
  mkdir "$work/unpacked"
  tar -xzf "$work/$package-$version.tgz" -C "$work/unpacked" --strip-components=1
  "$work/unpacked/bin/node" --version >/dev/null
  # A rename is atomic: a parallel run sees either no release or a complete one.
  mv "$work/unpacked" "$home" 2>/dev/null || [ -x "$home/bin/node" ]
  rm -rf "$work"
  trap - EXIT
fi

export PATH="$home/bin:$PATH"
echo "with-node: $(node --version) from $home/bin" >&2
exec "$@"
