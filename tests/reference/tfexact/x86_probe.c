/* Ground truth for the parts of TensorFlow's CPU float32 kernels that are not
 * plain IEEE arithmetic: the x86 reciprocal approximations (vrcpps, vrsqrtps)
 * that Eigen's fast-math preciprocal/prsqrt start from, and the glibc libm
 * functions that Eigen's scalar (non-packet) path calls.  Everything runs with
 * MXCSR flush-to-zero and denormals-are-zero set, as TensorFlow's kernels do.
 *
 * Build: gcc -O2 -mavx -fno-builtin -shared -fPIC explog_ground_truth.c -o libexplog_gt.so -lm
 * Used by explog_make_x86_tables.py (tables) and explog_verify_scalar_paths.py.
 */
#include <immintrin.h>
#include <math.h>
#include <stddef.h>

static unsigned enter_tf_mxcsr(void) {
  unsigned saved = _mm_getcsr();
  _mm_setcsr(saved | 0x8040); /* FTZ (bit 15) | DAZ (bit 6) */
  return saved;
}

#define UNARY_LIBM(name, fn)                                   \
  void name(const float *x, float *y, size_t n) {              \
    unsigned saved = enter_tf_mxcsr();                         \
    for (size_t i = 0; i < n; i++) y[i] = fn(x[i]);            \
    _mm_setcsr(saved);                                         \
  }
UNARY_LIBM(gt_expf, expf)
UNARY_LIBM(gt_logf, logf)
UNARY_LIBM(gt_expm1f, expm1f)
UNARY_LIBM(gt_log1pf, log1pf)

void gt_powf(const float *x, const float *e, float *y, size_t n) {
  unsigned saved = enter_tf_mxcsr();
  for (size_t i = 0; i < n; i++) y[i] = powf(x[i], e[i]);
  _mm_setcsr(saved);
}

/* n must be a multiple of 8. */
void gt_rcp(const float *x, float *y, size_t n) {
  unsigned saved = enter_tf_mxcsr();
  for (size_t i = 0; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_rcp_ps(_mm256_loadu_ps(x + i)));
  _mm_setcsr(saved);
}

void gt_rsqrt(const float *x, float *y, size_t n) {
  unsigned saved = enter_tf_mxcsr();
  for (size_t i = 0; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_rsqrt_ps(_mm256_loadu_ps(x + i)));
  _mm_setcsr(saved);
}
