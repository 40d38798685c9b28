#ifndef SCENEC_THREAD_PLACEMENT_H
#define SCENEC_THREAD_PLACEMENT_H

#include <pthread.h>

/// The number of CPUs the calling thread may run on (its affinity mask, or the online CPUs when
/// the mask is larger than `cpu_set_t`); without glibc's affinity calls, the online CPUs.
int scenec_usable_cpu_count(void);

/// Starts `body(context)` on a new thread that begins on a CPU other than the caller's — the
/// `index`-th other one the process may use, counting round — and may then run on any CPU the
/// caller may. Returns 0 or an errno value.
///
/// Why: on Linux a new thread starts on its creator's CPU; while the creator computes, the new
/// thread waits there for milliseconds before the scheduler moves it to an idle CPU (measured 3 ms
/// on the 2-CPU machines scenec is benchmarked on: the whole first parallel phase of a short run).
/// Without glibc (musl, Android, Darwin) this is plain `pthread_create`.
int scenec_start_thread(pthread_t *thread, void *(*body)(void *), void *context, int index);

/// How deep the calling thread is in parallel work (0 outside it); nested parallel maps run serially.
int scenec_parallel_depth(void);

/// Sets the calling thread's depth in parallel work.
void scenec_set_parallel_depth(int depth);

#endif
