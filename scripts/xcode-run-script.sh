# An Xcode "Run Script" build phase: paste this into the phase (shell /bin/sh).
# navlint prints Xcode's own path:line:col: warning: format, so each finding shows
# in the issue navigator on its storyboard line. --fail-on error keeps warnings
# from failing the build; uncheck "Based on dependency analysis" so it always runs.
# Xcode runs scripts without your shell's PATH; make install and Homebrew put navlint here.
export PATH="$PATH:/usr/local/bin:/opt/homebrew/bin"
if command -v navlint >/dev/null 2>&1; then
    navlint --fail-on error --color never "${SRCROOT}"
else
    echo "warning: navlint is not installed; make install in a navdocs checkout installs it"
fi
