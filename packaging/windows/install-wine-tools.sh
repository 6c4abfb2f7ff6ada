#!/usr/bin/env bash
# Installs what compiles and runs the Windows installer on Debian (as root): wine with its 32-bit
# part (Inno Setup's compiler and the installers it makes are 32-bit programs), the npm
# registry's `innosetup` package, which ships the compiler (ISCC.exe) and which
# packaging/build.py finds in npm's global folder, and a virtual X server (xvfb-run) for Setup's
# windows on a machine without a display. About 300 MB to download.
#
#     bash packaging/windows/install-wine-tools.sh
#
# The amd64 and i386 halves of a library must be the same version. When the security archive's
# i386 index cannot be had (a mirror being synchronised), the i386 libraries come from the main
# archive only; the install is then tried again from the system's package sources less the
# security archive, so that the amd64 libraries it needs take the same versions.
set -euo pipefail

INNOSETUP_VERSION=6.4.1
export DEBIAN_FRONTEND=noninteractive
packages=(wine wine64 wine32:i386 xvfb xauth)

dpkg --add-architecture i386
apt-get update -q || echo "install-wine-tools: some package indexes could not be read" >&2
if ! apt-get install -y -q --no-install-recommends "${packages[@]}"; then
    echo "install-wine-tools: trying again without the security archive" >&2
    lists=$(mktemp -d)
    trap 'rm -rf "$lists"' EXIT
    for list in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$list" ] && grep -v -- '-security' "$list" >"$lists/$(basename "$list")" || true
    done
    for stanzas in /etc/apt/sources.list.d/*.sources; do
        [ -f "$stanzas" ] && awk 'BEGIN { RS = ""; ORS = "\n\n" } !/-security/' "$stanzas" >"$lists/$(basename "$stanzas")" || true
    done
    apt-get install -y -q --no-install-recommends -o Dir::Etc::SourceList=/dev/null \
        -o Dir::Etc::SourceParts="$lists" "${packages[@]}"
fi
npm install --global --no-audit --no-fund "innosetup@${INNOSETUP_VERSION}"
