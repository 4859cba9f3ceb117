#!/usr/bin/env bash
# First step of `npm test`: the browser journeys need Debian's Chromium headless shell. Install it
# where this machine can (Debian, as root), or stop now naming the command, instead of failing
# minutes later after the checks and the unit tests. (The Lighthouse bench uses the full browser,
# package chromium; `npm run bench` says so if it is missing.)
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}
if [ -x "$chromium" ]; then exit 0; fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is $chromium, which is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium-headless-shell for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  if [ -x "$chromium" ]; then exit 0; fi
fi
echo "The browser tests need Chromium's headless shell at $chromium. Install it with:" >&2
echo "  sudo apt-get install -y chromium-headless-shell" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
