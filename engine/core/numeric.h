// SPDX-License-Identifier: MIT
#pragma once

#include <concepts>
#include <limits>

namespace Lowerscope {

// A number read from input (a double) as an integer of type T, truncated toward zero as a cast does, or
// FALLBACK when it is NaN, infinite or outside T: a cast of such a double is undefined behaviour
// (fuzz_npu_jsonl: a core count of 3.7e63 in a HardwareInfo.jsonl). Every reader that stores a parsed number
// in an integer goes through here.
template<std::signed_integral T> constexpr T toInteger(double v, T fallback = 0)
{
    // min() is -2^(bits-1): exact as a double, and so is its negation, the first value past max().
    constexpr double lo = double(std::numeric_limits<T>::min());
    return v >= lo && v < -lo ? T(v) : fallback;
}

// A * B, or the largest (the smallest, for a negative product) value of T where it overflows: a huge shape's
// element count (fuzz_tasks).
template<std::signed_integral T> constexpr T saturatingProduct(T a, T b)
{
    T product;
    if (__builtin_mul_overflow(a, b, &product))
        return (a < 0) != (b < 0) ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
    return product;
}

} // namespace Lowerscope
