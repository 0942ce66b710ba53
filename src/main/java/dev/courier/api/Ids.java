package dev.courier.api;

/** Workspace, server and user ids: 1–128 characters of {@code [A-Za-z0-9._:-]}. */
public final class Ids {
    public static final int MAX_LENGTH = 128;

    private Ids() {
    }

    public static boolean isValid(String id) {
        if (id == null || id.isEmpty() || id.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            boolean allowed = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == ':' || c == '-';
            if (!allowed) {
                return false;
            }
        }
        return true;
    }

    /** Returns the id, or throws a 400 naming which id is malformed. */
    public static String require(String kind, String id) {
        if (id == null || id.isEmpty()) {
            throw ApiProblem.badRequest("The " + kind + " id is required.");
        }
        if (!isValid(id)) {
            throw ApiProblem.badRequest("The " + kind + " id must be 1-128 characters of [A-Za-z0-9._:-].");
        }
        return id;
    }
}
