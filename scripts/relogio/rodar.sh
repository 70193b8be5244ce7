#!/usr/bin/env bash
# Runs a command with the wall clock moved to another moment (issue 30: the suite must pass on any
# day). Usage: scripts/relogio/rodar.sh 2026-12-31T23:30:00-03:00 npm test
# The clock starts at that moment and runs on in real time; monotonic clocks are untouched.
set -euo pipefail
aqui="$(cd "$(dirname "$0")" && pwd)"
momento="$1"; shift
destino="$aqui/../../node_modules/.cache/relogio"
so="$destino/relogio.so"
if [ ! -f "$so" ] || [ "$aqui/relogio.c" -nt "$so" ]; then
  command -v cc >/dev/null || { echo "[relogio] instale um compilador C: apt-get install -y gcc" >&2; exit 1; }
  mkdir -p "$destino"
  cc -shared -fPIC -O2 -o "$so" "$aqui/relogio.c" -ldl
fi
alvo="$(date -d "$momento" +%s)"
export RELOGIO_OFFSET=$(( alvo - $(date +%s) ))
export LD_PRELOAD="$so${LD_PRELOAD:+:$LD_PRELOAD}"
# The run must really be on that day: a shim that did not load would run the suite on today's date.
visto="$(node -e 'process.stdout.write(String(Math.round(Date.now() / 1000)))')"
if [ $(( visto - alvo )) -gt 60 ] || [ $(( alvo - visto )) -gt 60 ]; then
  echo "[relogio] o relógio não mudou (Node vê $(date -d "@$visto" -Is)); abortando" >&2
  exit 1
fi
echo "[relogio] relógio em $(TZ=America/Sao_Paulo date -d "@$alvo" '+%d/%m/%Y %H:%M %Z') (deslocamento ${RELOGIO_OFFSET} s): $*"
exec "$@"
