package dev.courier.api;

import dev.courier.files.FileNames;
import dev.courier.files.FileTags;
import dev.courier.files.MediaTypes;
import dev.courier.files.NewFile;
import dev.courier.files.Visibility;
import java.util.List;

/** Reads an upload's headers into a {@link NewFile}, answering every mistake with a 400 that names the header. */
final class UploadHeaders {
    private final FileTags tagRules;
    private final int maxNameLength;

    UploadHeaders(FileTags tagRules, int maxNameLength) {
        this.tagRules = tagRules;
        this.maxNameLength = maxNameLength;
    }

    NewFile newFile(String user, String encodedName, String tagsHeader, String visibilityHeader, String contentType) {
        return new NewFile(name(encodedName), mimeType(contentType), tags(tagsHeader), user,
                visibility(visibilityHeader));
    }

    private String name(String encoded) {
        if (encoded == null || encoded.isEmpty()) {
            throw ApiProblem.badRequest("The " + FilesResource.NAME + " header is required (percent-encoded UTF-8).");
        }
        String name;
        try {
            name = FileNames.percentDecode(encoded);
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest("The " + FilesResource.NAME + " header " + e.getMessage() + ".");
        }
        if (name.isBlank()) {
            throw ApiProblem.badRequest("The file name is empty.");
        }
        if (FileNames.hasForbiddenCharacters(name)) {
            throw ApiProblem.badRequest("The file name contains control characters.");
        }
        if (name.codePointCount(0, name.length()) > maxNameLength) {
            throw ApiProblem.badRequest("The file name is longer than " + maxNameLength + " characters.");
        }
        return name;
    }

    private static String mimeType(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return MediaTypes.DEFAULT;
        }
        String trimmed = contentType.trim();
        if (trimmed.length() > 255 || !MediaTypes.isValid(trimmed)) {
            throw ApiProblem.badRequest("Content-Type must be a MIME type such as text/csv or application/pdf.");
        }
        return trimmed;
    }

    private List<String> tags(String header) {
        try {
            return tagRules.fromHeader(header);
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest("The " + FilesResource.TAGS + " header: " + e.getMessage());
        }
    }

    private static Visibility visibility(String header) {
        if (header == null || header.isEmpty()) {
            return Visibility.SHARED;
        }
        return Visibility.parse(header).orElseThrow(() -> ApiProblem.badRequest(
                "The " + FilesResource.VISIBILITY + " header must be 'shared' or 'private'."));
    }

    /** The declared Content-Length, or -1 when absent or unreadable (the streamed count still applies). */
    static long declaredLength(String header) {
        if (header == null) {
            return -1;
        }
        try {
            return Long.parseLong(header.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
