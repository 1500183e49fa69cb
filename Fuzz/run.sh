#!/bin/sh
# `make fuzz`: builds each libFuzzer target and runs it FUZZ_SECONDS seconds (60 by
# default). A crashing input is kept in Tests/FuzzRegressions/<target>/, where
# RobustnessFuzzRegressionTests replays it on every `swift test`.
#
# The package's libraries below the command line (NavBase, NavThreads, NavText, NavRules,
# NavYAML, NavXML, NavReaders, NavMarkdown, NavTemplates, NavSearch, NavDocs) are compiled once into one
# instrumented static library, FuzzCore: one module, so the imports between them are
# dropped, built for testing so the targets reach internal types. Each target is its
# body in Tests/NavDocsTests/RobustnessFuzzEntries.swift (shared with the regression
# test) plus Fuzz/<target>/main.swift, libFuzzer's entry point. The swiftui target is
# the SwiftUI reader with its body in Tests/NavSwiftUITests/SwiftUIFuzzEntry.swift,
# replayed by SwiftUIRobustnessTests.
#
#   FUZZ_SECONDS=600 Fuzz/run.sh            every target, ten minutes each
#   FUZZ_SECONDS=60 Fuzz/run.sh template    one target
set -eu
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
targets=${*:-"navbar frontmatter template tokenizer interfacebuilder swiftui"}
out=.build/fuzz
swiftc=${SWIFTC:-swiftc}

mkdir -p "$out/src"
rm -rf "$out/src"/*
modules="NavBase NavThreads NavText NavRules NavYAML NavXML NavReaders NavMarkdown NavTemplates NavSearch NavDocs"
ours=$(echo "$modules" | tr ' ' '|')
for file in $(for m in $modules; do find "Sources/$m" -name '*.swift'; done | sort); do
    sed -E "/^import ($ours)\$/d" "$file" > "$out/src/$(echo "$file" | tr / _)"
done
# The entries' imports of the package's modules become one import of FuzzCore.
sed -E "/^(@testable )?import (NavServe|NavDocsCommandLine)\$/d; s/^(@testable )?import ($ours)\$/@testable import FuzzCore/" \
    Tests/NavDocsTests/RobustnessFuzzEntries.swift > "$out/FuzzEntries.swift"
flags="-O -wmo -sanitize=fuzzer -parse-as-library -package-name navdocs -I Sources/CCmark -I Sources/CYaml -I Sources/CXML2 -I Sources/CLinux $(pkg-config --cflags libcmark yaml-0.1 libxml-2.0)"
echo "fuzz: compiling FuzzCore"
rm -f "$out/libFuzzCore.a"   # ar would add to the old archive
# shellcheck disable=SC2086
"$swiftc" $flags -enable-testing -module-name FuzzCore -emit-library -static -emit-module \
    -emit-module-path "$out/FuzzCore.swiftmodule" -o "$out/libFuzzCore.a" "$out"/src/*.swift

# The SwiftUI reader links the toolchain's SwiftSyntax (found as Package.swift finds it),
# so it is built as one module with what it uses (NavBase, NavThreads, NavRules, NavXML and
# NavReaders), apart from FuzzCore.
swiftui() {
    host=${NAVLINT_SWIFTSYNTAX_DIR-"$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/host"}
    if [ -z "$host" ] || [ ! -e "$host/libSwiftParser.so" ]; then
        echo "fuzz: swiftui skipped: no SwiftSyntax in the toolchain (set NAVLINT_SWIFTSYNTAX_DIR)"
        return 1
    fi
    mkdir -p "$out/swiftui-src"
    rm -rf "$out/swiftui-src"/*
    for file in $(find Sources/NavBase Sources/NavThreads Sources/NavRules Sources/NavXML Sources/NavReaders Sources/NavSwiftUI \
                  -name '*.swift' | sort); do
        sed -E -e '/^import (NavBase|NavThreads|NavRules|NavXML|NavReaders)$/d' -e 's/NavBase\.SourceLocation/FuzzSwiftUI.SourceLocation/g' \
            "$file" > "$out/swiftui-src/$(echo "$file" | tr / _)"
    done
    sed -E -e '/^(@testable )?import (NavBase|NavThreads|NavRules|NavReaders|NavSwiftUI)$/d' -e 's/NavBase\.SourceLocation/FuzzSwiftUI.SourceLocation/g' \
        Tests/NavSwiftUITests/SwiftUIFuzzEntry.swift > "$out/swiftui-src/FuzzEntry.swift"
    # shellcheck disable=SC2086
    "$swiftc" $flags -module-name FuzzSwiftUI -I "$host" -L "$host" -lSwiftSyntax -lSwiftParser -Xlinker -rpath -Xlinker "$host" \
        $(pkg-config --libs libxml-2.0) "$out"/swiftui-src/*.swift Fuzz/swiftui/main.swift -o "$out/swiftui"
}

status=0
for target in $targets; do
    echo "fuzz: building $target"
    if [ "$target" = swiftui ]; then
        swiftui || continue
    else
        # shellcheck disable=SC2086
        "$swiftc" $flags -module-name FuzzTarget -I "$out" -L "$out" -lFuzzCore $(pkg-config --libs libcmark yaml-0.1 libxml-2.0) \
            "$out/FuzzEntries.swift" "Fuzz/$target/main.swift" -o "$out/$target"
    fi
    corpus="$out/corpus/$target"
    crashes="Tests/FuzzRegressions/$target"
    mkdir -p "$corpus" "$crashes"
    echo "fuzz: running $target for $seconds s"
    # Seeds first, then what earlier runs found; slow inputs (10 s) count as crashes.
    # SWIFT_BACKTRACE=enable=no: the Swift runtime's crash handler would stop libFuzzer saving the input.
    if ! SWIFT_BACKTRACE=enable=no "$out/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
            -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" "Fuzz/$target/seeds" \
            2>"$out/$target.log"; then
        status=1
        echo "fuzz: $target found a problem; the input is in $crashes (log: $out/$target.log)"
    fi
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$out/$target.log" || true
done
exit $status
