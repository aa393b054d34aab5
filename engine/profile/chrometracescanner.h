// SPDX-License-Identifier: MIT
#pragma once

#include "chrometracebuilder.h"

#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace Lowerscope {
struct ReadControl;
}

namespace Lowerscope::Internal {

// A single-pass scanner specialised for Chrome trace JSON over a file mapped into memory: no DOM, no token
// objects; keys are matched by length and bytes, values handed to the builder as views into the mapping.
// It meets the document exactly as ChromeTraceParser does (same builder calls), so both build the same model.
// Anything it does not take (malformed or truncated JSON, control characters in strings, lone surrogates,
// numbers out of double range, nesting deeper than MaxDepth) makes it stop with Unsupported: the caller then
// rolls the profile back and reads the file with the general RapidJSON path, which reports the error.
class ChromeTraceScanner
{
public:
    enum class Result { Done, Unsupported, Cancelled };
    // RELEASE(offset) is called between events: nothing before OFFSET is looked at again.
    ChromeTraceScanner(QByteArrayView data, ChromeTraceBuilder &builder, const ReadControl &control,
                       std::function<void(qint64)> release = {});
    Result run();
    qint64 offset() const { return m_p - m_begin; }

private:
    static constexpr int MaxDepth = 256;
    static constexpr qint64 CheckEvery = 1 << 20; // progress and cancellation, as the general path's buffer

    bool topObject();
    bool eventsArray();
    bool event();
    bool args();
    bool devices();
    bool device();
    bool checkpoint();
    // Most tokens are followed by at most one blank: these two are inline, the loop is not.
    bool skipWs()
    {
        if (m_p < m_end && uchar(*m_p) > ' ')
            return true;
        if (m_end - m_p >= 2 && *m_p == ' ' && uchar(m_p[1]) > ' ') { // ", " and ": "
            m_dirty = true;
            ++m_p;
            return true;
        }
        return skipBlanks();
    }
    bool expect(char c)
    {
        if (m_p >= m_end || *m_p != c)
            return false;
        ++m_p;
        return true;
    }
    bool skipBlanks();
    bool key(QByteArrayView &out);
    bool string(QByteArrayView &out, QByteArray &scratch);
    bool unescape(const char *from, QByteArrayView &out, QByteArray &scratch);
    bool number(QByteArrayView &out);
    bool literal(JsonKind &kind, QByteArrayView &out);
    bool scalar(JsonKind &kind, QByteArrayView &out); // string, number or literal at m_p
    bool capture(QByteArray &out, int depth);          // an array or object as minified JSON text
    bool skip(int depth);

    const char *m_begin;
    const char *m_end;
    const char *m_p;
    ChromeTraceBuilder &m_builder;
    const ReadControl &m_control;
    std::function<void(qint64)> m_release;
    qint64 m_nextCheck = 0;
    bool m_cancelled = false;
    bool m_dirty = false; // blanks skipped or escapes decoded since it was last cleared
    QByteArray m_keyScratch, m_valueScratch, m_capture;
};

} // namespace Lowerscope::Internal
