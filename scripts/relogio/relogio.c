/* The suite on another day (issue 30): an LD_PRELOAD shim that moves the wall clock
   (CLOCK_REALTIME, gettimeofday, time) by RELOGIO_OFFSET seconds and leaves every monotonic clock
   alone, so timers, timeouts and performance.now() run as usual. It works for Node and for
   Chromium alike (libfaketime hangs Chromium at start), and every child process inherits it, so
   the server, the test runner and the browser agree on the day. Built and used by rodar.sh. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long long deslocamento(void) {
  static long long segundos = 0;
  static int lido = 0;
  if (!lido) {
    const char *texto = getenv("RELOGIO_OFFSET");
    segundos = texto ? atoll(texto) : 0;
    lido = 1;
  }
  return segundos;
}

int clock_gettime(clockid_t relogio, struct timespec *ts) {
  static int (*real)(clockid_t, struct timespec *) = 0;
  if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
  int r = real(relogio, ts);
  if (r == 0 && ts && (relogio == CLOCK_REALTIME || relogio == CLOCK_REALTIME_COARSE)) ts->tv_sec += deslocamento();
  return r;
}

int gettimeofday(struct timeval *tv, void *tz) {
  static int (*real)(struct timeval *, void *) = 0;
  if (!real) real = (int (*)(struct timeval *, void *))dlsym(RTLD_NEXT, "gettimeofday");
  int r = real(tv, tz);
  if (r == 0 && tv) tv->tv_sec += deslocamento();
  return r;
}

time_t time(time_t *t) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (t) *t = ts.tv_sec;
  return ts.tv_sec;
}
