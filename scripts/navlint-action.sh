#!/bin/sh
# The GitHub Action's one step (action.yml): build navlint from this checkout unless
# $NAVLINT names a binary, then lint $NAVLINT_PATHS with annotations on the pull request.
# Inputs come as environment variables, never spliced into the script, so a path or an
# argument cannot run as shell code.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${NAVLINT:-}" ]; then
    if [ "$(uname)" = Linux ] && ! pkg-config --exists yaml-0.1 libxml-2.0 2>/dev/null; then
        sudo apt-get update -qq && sudo apt-get install -y -qq pkg-config libyaml-dev libxml2-dev
    fi
    swift build -c release --package-path "$here" --product navlint >&2
    NAVLINT="$(swift build -c release --package-path "$here" --show-bin-path)/navlint"
fi
# Word splitting is wanted here: the inputs are space-separated lists.
# shellcheck disable=SC2086
exec "$NAVLINT" --format github --fail-on "${NAVLINT_FAIL_ON:-warning}" ${NAVLINT_ARGS:-} ${NAVLINT_PATHS:-.}
