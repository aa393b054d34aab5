// SPDX-License-Identifier: MIT
#pragma once

#include "chrometracebuilder.h"

#include <QByteArray>
#include <rapidjson/rapidjson.h>

namespace Lowerscope::Internal {

// RapidJSON SAX handler for Chrome trace JSON: follows where it is in the document and hands events, their
// arguments and device properties to a ChromeTraceBuilder. The general path, for whatever the fast scanner
// (chrometracescanner.h) does not take.
class ChromeTraceParser {
public:
    using Ch = char;
    explicit ChromeTraceParser(ChromeTraceBuilder &builder)
        : m_builder(builder)
    {
    }

    bool Null() { return value(JsonKind::Null, nullptr, 0); }
    bool Bool(bool b) { return b ? value(JsonKind::Literal, "true", 4) : value(JsonKind::Literal, "false", 5); }
    bool Int(int) { return true; } // numbers arrive as RawNumber (kParseNumbersAsStringsFlag)
    bool Uint(unsigned) { return true; }
    bool Int64(int64_t) { return true; }
    bool Uint64(uint64_t) { return true; }
    bool Double(double) { return true; }
    bool RawNumber(const Ch *str, rapidjson::SizeType len, bool) { return value(JsonKind::Number, str, len); }
    bool String(const Ch *str, rapidjson::SizeType len, bool) { return value(JsonKind::Text, str, len); }
    bool Key(const Ch *str, rapidjson::SizeType len, bool);
    bool StartObject();
    bool EndObject(rapidjson::SizeType);
    bool StartArray();
    bool EndArray(rapidjson::SizeType);

private:
    bool value(JsonKind kind, const Ch *str, rapidjson::SizeType len);
    void captureToken(JsonKind kind, const Ch *str, rapidjson::SizeType len);
    void endCapture(char close);

    ChromeTraceBuilder &m_builder;
    int m_depth = 0;
    int m_eventsDepth = -1; // depth inside the traceEvents array
    bool m_topObject = false;
    QByteArray m_topKey;
    bool m_inEvent = false;
    bool m_inArgs = false;
    TraceKey m_eventKey = TraceKey::Other;
    int m_captureDepth = 0; // > 0 while an argument's array/object value is captured as JSON text
    QByteArray m_capture;
    int m_skipDepth = 0; // > 0 while an ignored composite value is skipped
    int m_deviceDepth = -1; // depth of a deviceProperties entry
    QByteArray m_deviceKey;
};

} // namespace Lowerscope::Internal
