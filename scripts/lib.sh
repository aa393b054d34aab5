#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Shared by scripts/run and scripts/test: find or make a platform with Qt 6.8 + KF6, configure and build
# incrementally, and run commands there. Everything this file prints goes to stderr.
set -euo pipefail

LS_REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LS_PACKAGES="$LS_REPO/scripts/buildroot-packages.txt"
LS_BUILDROOT_DIR=${LOWERSCOPE_BUILDROOT_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/lowerscope}
# ccache (when the build finds it) hashes paths relative to the checkout, so two checkouts share objects.
export CCACHE_BASEDIR="$LS_REPO" CCACHE_NOHASHDIR=1
# The compiler is identified by its content, so a fresh build root with the same g++ keeps the cache.
export CCACHE_COMPILERCHECK=content
# The tests' precompiled header (tests/CMakeLists.txt, LOWERSCOPE_PCH) is cacheable only with these sloppinesses.
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime

log() { printf 'lowerscope: %s\n' "$*" >&2; }
die() { printf 'lowerscope: error: %s\n' "$*" >&2; exit 1; }

# True when this machine can build natively: Qt >= 6.8 with Charts/Tools and KF6 SyntaxHighlighting.
native_ok() {
    [ "${LOWERSCOPE_BUILDROOT:-auto}" = always ] && return 1
    [ "${LOWERSCOPE_BUILDROOT:-auto}" = never ] && return 0
    command -v cmake >/dev/null || return 1
    local qtcfg kf
    qtcfg=$(ls /usr/lib/*/cmake/Qt6/Qt6ConfigVersion.cmake /usr/lib/cmake/Qt6/Qt6ConfigVersion.cmake \
        /usr/local/lib/cmake/Qt6/Qt6ConfigVersion.cmake 2>/dev/null | head -n1) || true
    [ -n "$qtcfg" ] || return 1
    local v; v=$(sed -n 's/^set(PACKAGE_VERSION "\(.*\)")/\1/p' "$qtcfg")
    [ "$(printf '%s\n6.8.0\n' "$v" | sort -V | head -n1)" = 6.8.0 ] || return 1
    kf=$(ls -d /usr/lib/*/cmake/KF6SyntaxHighlighting /usr/lib/cmake/KF6SyntaxHighlighting 2>/dev/null | head -n1) || true
    [ -n "$kf" ] || return 1
    ls -d /usr/lib/*/cmake/Qt6Charts /usr/lib/cmake/Qt6Charts >/dev/null 2>&1 || return 1
    ls -d /usr/lib/*/cmake/Qt6LinguistTools /usr/lib/cmake/Qt6LinguistTools >/dev/null 2>&1 || return 1
}

buildroot_path() {
    local hash; hash=$(sha256sum "$LS_PACKAGES" | cut -c1-12)
    printf '%s/trixie-%s' "$LS_BUILDROOT_DIR" "$hash"
}

# Makes the Debian 13 build root when missing. It is built under a temporary name and renamed only when
# complete, so an interrupted creation never leaves a half-made root behind.
ensure_buildroot() {
    local root; root=$(buildroot_path)
    [ -d "$root" ] && return 0
    # One creator at a time: a second checkout building at once waits here, then finds the root made.
    mkdir -p "$LS_BUILDROOT_DIR"
    exec {lock}>"$LS_BUILDROOT_DIR/.create.lock"
    flock "$lock"
    if [ -d "$root" ]; then exec {lock}>&-; return 0; fi
    [ "$(id -u)" = 0 ] || die "building the Debian 13 build root needs root (chroot); run as root or install Qt 6.8 + KF6 natively"
    if ! command -v mmdebstrap >/dev/null; then
        log "installing mmdebstrap"
        apt-get install -y mmdebstrap >&2 || { apt-get update >&2 && apt-get install -y mmdebstrap >&2; } \
            || die "could not install mmdebstrap"
    fi
    local pkgs; pkgs=$(grep -v '^#' "$LS_PACKAGES" | grep . | paste -sd, -)
    mkdir -p "$LS_BUILDROOT_DIR"
    rm -rf "$root.tmp"
    log "creating the Debian 13 build root in $root (about a minute)"
    local t0=$SECONDS
    mmdebstrap --variant=apt --include="$pkgs" trixie "$root.tmp" >&2 || { rm -rf "$root.tmp"; die "mmdebstrap failed"; }
    mv "$root.tmp" "$root"
    exec {lock}>&-
    log "build root ready in $((SECONDS - t0)) s"
    # Older roots keyed on another package list are left for the user to delete; say where.
    local other; for other in "$LS_BUILDROOT_DIR"/trixie-*; do
        [ "$other" = "$root" ] || [ ! -d "$other" ] || log "an older build root is unused now: $other"
    done
}

# Runs "$@" either natively or inside the build root. Inside, host folders the command may need (the
# repository, the working directory, $HOME, /tmp, and the top-level folder of every path argument) are
# bind-mounted at the same paths, in a private mount namespace so every mount disappears when the command
# ends, whether it succeeds, fails or is interrupted.
in_platform() {
    if native_ok; then
        "$@"
        return
    fi
    ensure_buildroot
    local root; root=$(buildroot_path)
    local -a tops=("$LS_REPO" "$PWD" "${HOME:-/root}" /tmp)
    [ -n "${XDG_RUNTIME_DIR:-}" ] && tops+=("$XDG_RUNTIME_DIR")
    local a
    for a in "$@"; do
        case "$a" in /*|./*|../*|*/*) ;; *) [ -e "$a" ] || continue ;; esac
        local p; p=$(realpath -m -- "$a" 2>/dev/null) || continue
        tops+=("$p")
    done
    LS_ROOT="$root" LS_TOPS="$(printf '%s\n' "${tops[@]}")" LS_CWD="$PWD" \
        unshare --mount --propagation private -- bash -c '
        set -euo pipefail
        root=$LS_ROOT
        mount -t proc proc "$root/proc"
        mount --rbind /dev "$root/dev"
        mount --make-rslave "$root/dev"
        [ -d /sys ] && mount --rbind /sys "$root/sys" && mount --make-rslave "$root/sys"
        cp -f /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
        declare -A done=()
        system="^/(usr|etc|lib|lib64|bin|sbin|proc|dev|sys|var|boot|run)(/|$)"
        while IFS= read -r p; do
            [ -n "$p" ] || continue
            top="/${p#/}"; top="/$(printf %s "${top#/}" | cut -d/ -f1)"
            [ "$top" = / ] && continue
            # System folders stay the root'"'"'s own; bind only the exact user path below them.
            if [[ "$p" =~ $system ]]; then
                [[ "$p" =~ ^/run/user/ ]] || continue
                top="$p"
            fi
            [ -n "${done[$top]:-}" ] && continue
            [ -e "$top" ] || continue
            done[$top]=1
            if [ -d "$top" ]; then mkdir -p "$root$top"; else mkdir -p "$(dirname "$root$top")"; touch "$root$top"; fi
            mount --rbind "$top" "$root$top"
        done <<< "$LS_TOPS"
        exec chroot "$root" /usr/bin/env -C "$LS_CWD" "$@"
    ' bash "$@"
}

# The sanitizer runtime options of the sanitizer build (.ci/run's tests and corpus replay, scripts/fuzz): a report
# stops the process (UBSan like ASan), LeakSanitizer is on, suppressions and their reasons are in tests/sanitizers/
# (docs/reliability.md, "Sanitizers"). Stacks are symbolized by llvm-symbolizer (llvm-19 in the build root), or
# by addr2line where it is missing. Options already set by the caller are kept in front (later ones win).
sanitizer_env() {
    local sym
    sym=$(in_platform sh -c 'command -v llvm-symbolizer-19 || command -v llvm-symbolizer || command -v addr2line' 2>/dev/null) || sym=
    local s=${sym:+:external_symbolizer_path=$sym}
    export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1$s${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1$s:suppressions=$LS_REPO/tests/sanitizers/ubsan.supp${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
    export LSAN_OPTIONS="suppressions=$LS_REPO/tests/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    [ -n "$sym" ] || log "no llvm-symbolizer or addr2line: sanitizer stacks will not be symbolized"
}

build_dir() {
    if native_ok; then printf '%s' "${LOWERSCOPE_BUILD_DIR:-$LS_REPO/build/native}"
    else printf '%s' "${LOWERSCOPE_BUILD_DIR:-$LS_REPO/build/root}"; fi
}

# Configures once and builds incrementally. $1: the CMake build type; further arguments: the targets to build
# (all when none: scripts/test), e.g. only the app for scripts/run.
build() {
    local type=${1:-RelWithDebInfo} dir; dir=$(build_dir)
    shift || true
    local -a targets=()
    local t; for t in "$@"; do targets+=(--target "$t"); done
    local gen=(-G Ninja)
    if native_ok && ! command -v ninja >/dev/null; then gen=(); fi
    if [ ! -f "$dir/CMakeCache.txt" ]; then
        log "configuring $dir"
        in_platform cmake -S "$LS_REPO" -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE="$type" >&2
    fi
    log "building"
    in_platform cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}" >&2
}
