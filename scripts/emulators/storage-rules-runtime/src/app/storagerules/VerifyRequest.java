package app.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.utils.PathUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * One {@code verify} request: the rules engine's view of it (path, request, resource) and the
 * Firestore documents it reads through firebase-tools.
 *
 * <p>firebase-tools answers a {@code fetch_firestore_document} callback by writing a message with
 * the request's own id, and keeps one handler per id; so this class keeps at most one callback in
 * flight, queues the others, and fetches each document path once per request.
 */
final class VerifyRequest
    implements FirebaseStorageGetContext,
        FirebaseStorageListContext,
        FirebaseStorageCreateContext,
        FirebaseStorageUpdateContext,
        FirebaseStorageDeleteContext {

  private final int id;
  private final String method;
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final ProtocolOutput output;
  private final Executor evaluations;

  /** Document path -> the document's REST JSON, or empty when it does not exist. */
  private final Map<String, SettableFuture<Optional<JsonObject>>> documents = new HashMap<>();

  private final Queue<String> waiting = new ArrayDeque<>();
  private String inFlight;

  VerifyRequest(
      int id,
      String method,
      ExpressionPathValue path,
      ExpressionMapValue request,
      ExpressionValue resource,
      ProtocolOutput output,
      Executor evaluations) {
    this.id = id;
    this.method = method;
    this.path = path;
    this.request = request;
    this.resource = resource;
    this.output = output;
    this.evaluations = evaluations;
  }

  /**
   * The path the rules match against. A list request names a prefix, and the real service grants
   * it by the rules of the objects it would return: with the "/" delimiter those one level below
   * the prefix (so {@code match /avatars/{uid}/{file}} governs listing "avatars/u1/"), without a
   * delimiter every object under it at any depth. (Production evidence: firebase-tools issue
   * #3533, where {@code match /{uid}/{fileName} { allow read }} lets {@code ref(uid).listAll()}
   * through; the Firestore engine marks a collection query the same way, with a capture segment.)
   */
  static ExpressionPathValue matchPath(List<String> segments, String method, String delimiter) {
    if (!"list".equals(method)) {
      return Values.path(segments);
    }
    PathUtils.Builder builder = PathUtils.pathBuilder();
    segments.forEach(builder::appendSegment);
    return ("/".equals(delimiter) ? builder.appendCapture() : builder.appendGlob()).build();
  }

  RuleContext toRuleContext() {
    switch (method) {
      case "get":
        return FirebaseStorageGetContextConverter.convert(this);
      case "list":
        return FirebaseStorageListContextConverter.convert(this);
      case "create":
        return FirebaseStorageCreateContextConverter.convert(this);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(this);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(this);
      default:
        throw new IllegalArgumentException("Unsupported method " + method);
    }
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  /** rules' debug(): printed on stderr, which the emulator shows as a warning line. */
  @Override
  public ExpressionValue debug(ExpressionValue value) {
    System.err.println("storage.rules debug: " + value.toString().replace('\n', ' '));
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(
      ExpressionPathValue documentPath, SourcePosition position) {
    return lookUp(documentPath, position, false);
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(
      ExpressionPathValue documentPath, SourcePosition position) {
    return lookUp(documentPath, position, true);
  }

  private ListenableFuture<ExpressionValue> lookUp(
      ExpressionPathValue documentPath, SourcePosition position, boolean existsOnly) {
    String pathText;
    try {
      pathText = "/" + String.join("/", ExpressionValueUtils.getPathSegments(position, documentPath));
    } catch (Exception e) {
      return Futures.immediateFailedFuture(e);
    }
    SettableFuture<Optional<JsonObject>> document = fetch(pathText);
    return Futures.transform(
        document,
        found -> {
          if (existsOnly) {
            return ExpressionValueUtils.createValue(found.isPresent());
          }
          // A missing document reads as null, so `firestore.get(p).data` fails and denies.
          return found
              .map(doc -> Values.firestoreResource(pathText, doc))
              .orElse(ExpressionValueUtils.NULL);
        },
        MoreExecutors.directExecutor());
  }

  private synchronized SettableFuture<Optional<JsonObject>> fetch(String documentPath) {
    SettableFuture<Optional<JsonObject>> known = documents.get(documentPath);
    if (known != null) {
      return known;
    }
    SettableFuture<Optional<JsonObject>> future = SettableFuture.create();
    documents.put(documentPath, future);
    waiting.add(documentPath);
    sendNextCallback();
    return future;
  }

  /** firebase-tools' answer to our callback: {@code {id, status, result?: {name, fields}}}. */
  void onFirestoreReply(JsonObject reply) {
    SettableFuture<Optional<JsonObject>> future;
    synchronized (this) {
      if (inFlight == null) {
        System.err.println("storage rules runtime: unexpected Firestore reply for request " + id);
        return;
      }
      future = documents.get(inFlight);
      inFlight = null;
    }
    String status = reply.has("status") ? reply.get("status").getAsString() : "";
    // The rules evaluation resumes in whichever thread completes the future: keep it off the
    // stdin thread, which must stay free to read the next messages.
    evaluations.execute(
        () -> {
          if ("ok".equals(status) && reply.has("result") && reply.get("result").isJsonObject()) {
            future.set(Optional.of(reply.getAsJsonObject("result")));
          } else if ("not_found".equals(status)) {
            future.set(Optional.empty());
          } else {
            future.setException(
                new IllegalStateException("Firestore document read refused: " + status));
          }
        });
    synchronized (this) {
      sendNextCallback();
    }
  }

  private void sendNextCallback() {
    if (inFlight != null || waiting.isEmpty()) {
      return;
    }
    inFlight = waiting.remove();
    JsonObject context = new JsonObject();
    context.addProperty("path", inFlight);
    JsonObject callback = new JsonObject();
    callback.addProperty("server_request_id", id);
    callback.addProperty("action", "fetch_firestore_document");
    callback.addProperty("status", "ok");
    callback.add("context", context);
    output.send(callback);
  }
}
