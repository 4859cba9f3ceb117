#!/usr/bin/env bash
# First step of `npm test`: the browser journeys need Debian's Chromium. Install it where this
# machine can (Debian, as root), or stop now naming the command, instead of failing minutes later
# after the checks and the unit tests.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$chromium" ]; then exit 0; fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is $chromium, which is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$chromium" ]; then exit 0; fi
fi
echo "The browser tests need Chromium at $chromium. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
