#!/usr/bin/env bash
# Installs what a make target needs and is missing, and nothing else.
#   install-deps.sh [apt:PKG[=CMD]]... [pip:MODULE=PKG]...
# apt:PKG        a Debian package, checked with dpkg
# apt:PKG=CMD    a Debian package that provides the command CMD (checked with command -v)
# pip:MOD=PKG    a PyPI package that provides the Python module MOD
set -euo pipefail

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"
    elif command -v sudo >/dev/null; then sudo "$@"
    else echo "install-deps: need root or sudo to run: $*" >&2; exit 1
    fi
}

apt_missing=() pip_missing=()
for want in "$@"; do
    case "$want" in
    apt:*=*) pkg=${want#apt:}; cmd=${pkg#*=}; pkg=${pkg%%=*}
             command -v "$cmd" >/dev/null 2>&1 || apt_missing+=("$pkg") ;;
    apt:*)   pkg=${want#apt:}
             dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || apt_missing+=("$pkg") ;;
    pip:*=*) mod=${want#pip:}; pkg=${mod#*=}; mod=${mod%%=*}
             python3 -c "import $mod" >/dev/null 2>&1 || pip_missing+=("$pkg") ;;
    *) echo "install-deps: bad argument: $want" >&2; exit 2 ;;
    esac
done

if [ ${#apt_missing[@]} -gt 0 ]; then
    echo "install-deps: installing Debian packages: ${apt_missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${apt_missing[@]}" >/dev/null
fi
if [ ${#pip_missing[@]} -gt 0 ]; then
    echo "install-deps: installing PyPI packages: ${pip_missing[*]}"
    python3 -m pip install -q "${pip_missing[@]}" 2>/dev/null \
        || python3 -m pip install -q --break-system-packages "${pip_missing[@]}"
fi
