#!/usr/bin/env bash
# Puts ffmpeg and ffprobe for the Windows or macOS installer in src-tauri/binaries/, named as
# Tauri's externalBin wants them (ffmpeg-<target triple>[.exe]); Tauri installs them beside
# Dubdeck's executable, where the media layer looks first after DUBDECK_FFMPEG.
#
#   src-tauri/packaging/sidecar/fetch-ffmpeg.sh [TARGET-TRIPLE]   (default: rustc's host)
#
# Each archive comes from ffmpeg.lock and is checked against its SHA-256 before it is opened.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../../binaries"
triple="${1:-$(rustc -vV | sed -n 's/^host: //p')}"
exe=""
case "$triple" in *windows*) exe=".exe" ;; esac

sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
found=0
while read -r lock_triple url sum; do
  [[ -z "$lock_triple" || "$lock_triple" == \#* || "$lock_triple" != "$triple" ]] && continue
  found=1
  archive="$work/$(basename "$url")"
  echo "fetch-ffmpeg: $url"
  curl --fail --location --silent --show-error --retry 3 -o "$archive" "$url"
  if [[ "$sum" == "-" ]]; then
    sum="$(curl --fail --location --silent --show-error "$url.sha256" | grep -oE '[0-9a-fA-F]{64}' | head -n1)"
  fi
  got="$(sha256 "$archive")"
  if [[ "${got,,}" != "${sum,,}" ]]; then
    echo "fetch-ffmpeg: $url has SHA-256 $got, expected $sum: refusing it" >&2
    exit 1
  fi
  unzip -q -o "$archive" -d "$work/x"
done < "$here/ffmpeg.lock"
if [[ "$found" == 0 ]]; then
  echo "fetch-ffmpeg: no ffmpeg build is pinned for $triple (see ffmpeg.lock)" >&2
  exit 1
fi
for tool in ffmpeg ffprobe; do
  path="$(find "$work/x" -type f -name "$tool$exe" | head -n1)"
  if [[ -z "$path" ]]; then
    echo "fetch-ffmpeg: the archives hold no $tool$exe" >&2
    exit 1
  fi
  install -m 0755 "$path" "$out/$tool-$triple$exe"
done
# It runs, and is new enough for the media layer (4.0 or later).
"$out/ffmpeg-$triple$exe" -hide_banner -version | head -n1
