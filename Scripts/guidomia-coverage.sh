#!/usr/bin/env bash
# Line coverage of GuidomiaFeature by its own unit tests (fakes only), per file and in total.
# Fails unless every file of the feature, and so its presenter, router and mapping, is at 100%.
#
#   Scripts/guidomia-coverage.sh             runs the tests with coverage, then reports
#   Scripts/guidomia-coverage.sh --no-test   reports on the profile of the last coverage run
set -euo pipefail
cd "$(dirname "$0")/.."

# The toolchain's own llvm-cov: another version cannot read the profile swift test writes.
llvm_cov="${LLVM_COV:-$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov}"
if [[ "${1:-}" != "--no-test" ]]; then
    log="$(mktemp)"
    trap 'rm -f "$log"' EXIT
    if ! swift test --enable-code-coverage --filter GuidomiaFeatureTests >"$log" 2>&1; then
        tail -n 40 "$log"
        echo "guidomia-coverage: the tests failed" >&2
        exit 1
    fi
fi

bin="$(swift build --show-bin-path)"
profile="$bin/codecov/default.profdata"
binary="$bin/MosaicPackageTests.xctest"
[[ -f "$profile" ]] || { echo "guidomia-coverage: no profile at $profile; run without --no-test" >&2; exit 1; }
mapfile -t sources < <(find Modules/Features/Guidomia -name '*.swift' | sort)

report="$("$llvm_cov" report "$binary" -instr-profile="$profile" "${sources[@]}")"
prefix="$PWD/Modules/Features/Guidomia/"
echo "$report" | awk -v prefix="$prefix" '
    $1 ~ /\.swift$/ || $1 == "TOTAL" || $1 == "Filename" {
        name = $1; sub(prefix, "", name)
        if ($1 == "Filename") printf "%-44s %8s %8s %8s\n", "File (Modules/Features/Guidomia/)", "Lines", "Missed", "Cover"
        else printf "%-44s %8s %8s %8s\n", name, $8, $9, $10
    }'

# Column 10 of `llvm-cov report` is the line coverage of the file (file names have no spaces).
below="$(echo "$report" | awk -v prefix="$prefix" '$1 ~ /\.swift$/ && $10 != "100.00%" { sub(prefix, "", $1); print "  " $1 ": " $10 }')"
total="$(echo "$report" | awk '$1 == "TOTAL" { print $10 }')"
echo
echo "GuidomiaFeature line coverage: $total"
if [[ -n "$below" ]]; then
    echo "guidomia-coverage: below 100% line coverage:" >&2
    echo "$below" >&2
    exit 1
fi
