#define _GNU_SOURCE
#include "ThreadPlacement.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

static _Thread_local int parallel_depth = 0;

int scenec_parallel_depth(void) { return parallel_depth; }

void scenec_set_parallel_depth(int depth) { parallel_depth = depth; }

#if defined(__linux__) && defined(__GLIBC__)

/// The online CPUs, for when the affinity mask cannot be read (more CPUs than `cpu_set_t` holds).
static int online_cpu_count(void) {
    long count = sysconf(_SC_NPROCESSORS_ONLN);
    return count > 0 ? (int)count : 1;
}

int scenec_usable_cpu_count(void) {
    cpu_set_t usable;
    if (sched_getaffinity(0, sizeof usable, &usable) != 0) return online_cpu_count();
    int count = CPU_COUNT(&usable);
    return count > 0 ? count : 1;
}

/// What the new thread needs before it runs its body: the body, and the CPUs to widen to.
struct start {
    void *(*body)(void *);
    void *context;
    cpu_set_t usable;
};

static void *widen_then_run(void *raw) {
    struct start start = *(struct start *)raw;
    free(raw);
    // Started where it was placed; from now on the scheduler may move it anywhere the caller may run.
    pthread_setaffinity_np(pthread_self(), sizeof start.usable, &start.usable);
    return start.body(start.context);
}

/// Sets `attributes` to start a thread on the `index`-th CPU of `usable` other than the caller's,
/// counting round; leaves them as they are when there is no other CPU.
static void place_elsewhere(pthread_attr_t *attributes, const cpu_set_t *usable, int index) {
    int here = sched_getcpu();
    int others = CPU_COUNT(usable) - (here >= 0 && CPU_ISSET(here, usable) ? 1 : 0);
    if (others <= 0) return;
    int wanted = index % others;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, usable) || cpu == here) continue;
        if (wanted-- == 0) {
            cpu_set_t first;
            CPU_ZERO(&first);
            CPU_SET(cpu, &first);
            pthread_attr_setaffinity_np(attributes, sizeof first, &first);
            return;
        }
    }
}

int scenec_start_thread(pthread_t *thread, void *(*body)(void *), void *context, int index) {
    struct start *start = malloc(sizeof *start);
    if (start == NULL) return ENOMEM;
    start->body = body;
    start->context = context;
    if (sched_getaffinity(0, sizeof start->usable, &start->usable) != 0) {
        // A mask this set cannot hold: no placement, a plain thread.
        free(start);
        return pthread_create(thread, NULL, body, context);
    }
    pthread_attr_t attributes;
    int failure = pthread_attr_init(&attributes);
    if (failure != 0) {
        free(start);
        return failure;
    }
    place_elsewhere(&attributes, &start->usable, index);
    failure = pthread_create(thread, &attributes, widen_then_run, start);
    pthread_attr_destroy(&attributes);
    if (failure == EINVAL) {
        // The chosen CPU went away (hot-unplugged, a changed cpuset): start it unplaced.
        failure = pthread_create(thread, NULL, widen_then_run, start);
    }
    if (failure != 0) free(start);
    return failure;
}

#else

int scenec_usable_cpu_count(void) {
    long count = sysconf(_SC_NPROCESSORS_ONLN);
    return count > 0 ? (int)count : 1;
}

int scenec_start_thread(pthread_t *thread, void *(*body)(void *), void *context, int index) {
    (void)index;
    return pthread_create(thread, NULL, body, context);
}

#endif
