package app.storagerules;

import com.google.cloud.datastore.emulator.firestore.webchannel.jsonformatfork.JsonFormat;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/** Conversions between the protocol's JSON and the rules engine's ExpressionValue protos. */
final class Values {
  private Values() {}

  private static final JsonFormat.Parser PROTO_JSON = JsonFormat.parser().ignoringUnknownFields();

  /** Parses one of firebase-tools' ExpressionValue objects ({@code {"string_value": "x"}}...). */
  static ExpressionValue expression(JsonElement json) throws InvalidProtocolBufferException {
    if (json == null || json.isJsonNull()) {
      return ExpressionValueUtils.NULL;
    }
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    PROTO_JSON.merge(json.toString(), value);
    return value.build();
  }

  /** Splits "/b/bucket/o/a/b.png" into path segments, ignoring empty ones. */
  static List<String> segments(String path) {
    List<String> segments = new ArrayList<>();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) {
        segments.add(segment);
      }
    }
    return segments;
  }

  static ExpressionPathValue path(List<String> segments) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : segments) {
      path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return path.build();
  }

  /**
   * Turns a Firestore REST document ({@code {name, fields}}) into what {@code firestore.get()}
   * returns in rules: a map with {@code data}, {@code id} and {@code __name__}, the same shape the
   * Firestore emulator gives its own {@code get()}.
   *
   * @param documentPath the path the rules asked for, "/databases/(default)/documents/c/id"
   */
  static ExpressionValue firestoreResource(String documentPath, JsonObject document) {
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    if (document.has("fields") && document.get("fields").isJsonObject()) {
      for (Map.Entry<String, JsonElement> field : document.getAsJsonObject("fields").entrySet()) {
        data.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
      }
    }
    List<String> segments = segments(documentPath);
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder();
    resource.putFields("data", ExpressionValue.newBuilder().setMapValue(data).build());
    resource.putFields("__name__", ExpressionValue.newBuilder().setPathValue(path(segments)).build());
    resource.putFields(
        "id", ExpressionValue.newBuilder().setStringValue(segments.get(segments.size() - 1)).build());
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /** One Firestore REST Value ({@code {"stringValue": "x"}}, ...) as a rules value. */
  static ExpressionValue firestoreValue(JsonObject value) {
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (value.has("nullValue")) {
      return ExpressionValueUtils.NULL;
    } else if (value.has("booleanValue")) {
      out.setBoolValue(value.get("booleanValue").getAsBoolean());
    } else if (value.has("integerValue")) {
      out.setIntValue(Long.parseLong(value.get("integerValue").getAsString()));
    } else if (value.has("doubleValue")) {
      out.setFloatValue(parseDouble(value.get("doubleValue").getAsString()));
    } else if (value.has("timestampValue")) {
      try {
        out.setTimestampValue(Timestamps.parse(value.get("timestampValue").getAsString()));
      } catch (ParseException e) {
        throw new IllegalArgumentException("Bad Firestore timestamp", e);
      }
    } else if (value.has("stringValue")) {
      out.setStringValue(value.get("stringValue").getAsString());
    } else if (value.has("bytesValue")) {
      byte[] bytes = Base64.getDecoder().decode(value.get("bytesValue").getAsString());
      out.setBytesValue(ByteString.copyFrom(bytes));
    } else if (value.has("referenceValue")) {
      // "projects/p/databases/(default)/documents/c/id" -> path /databases/(default)/documents/c/id
      List<String> segments = segments(value.get("referenceValue").getAsString());
      out.setPathValue(path(segments.subList(Math.min(2, segments.size()), segments.size())));
    } else if (value.has("geoPointValue")) {
      JsonObject point = value.getAsJsonObject("geoPointValue");
      out.setLatlngValue(
          LatLng.newBuilder()
              .setLatitude(point.has("latitude") ? point.get("latitude").getAsDouble() : 0)
              .setLongitude(point.has("longitude") ? point.get("longitude").getAsDouble() : 0));
    } else if (value.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = value.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) {
          list.addValues(firestoreValue(item.getAsJsonObject()));
        }
      }
      out.setListValue(list);
    } else if (value.has("mapValue")) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      JsonObject mapValue = value.getAsJsonObject("mapValue");
      if (mapValue.has("fields")) {
        for (Map.Entry<String, JsonElement> field : mapValue.getAsJsonObject("fields").entrySet()) {
          map.putFields(field.getKey(), firestoreValue(field.getValue().getAsJsonObject()));
        }
      }
      out.setMapValue(map);
    } else {
      return ExpressionValueUtils.NULL;
    }
    return out.build();
  }

  private static double parseDouble(String text) {
    switch (text) {
      case "NaN":
        return Double.NaN;
      case "Infinity":
        return Double.POSITIVE_INFINITY;
      case "-Infinity":
        return Double.NEGATIVE_INFINITY;
      default:
        return Double.parseDouble(text);
    }
  }
}
