package dev.courier.store;

/**
 * Key layout. The workspace id sits in a Redis hash tag ({@code {ws}}), so all keys of one workspace hash to
 * one slot and multi-key scripts run unchanged on Redis Cluster. Workspace ids cannot contain braces.
 */
final class StoreKeys {
    private StoreKeys() {
    }

    static String collection(String workspace, String collection) {
        return "courier:{" + workspace + "}:" + collection;
    }

    static String generation(String workspace, String collection) {
        return collection(workspace, collection) + ":gen";
    }

    static String bucket(String workspace, String bucket) {
        return "courier:{" + workspace + "}:bucket:" + bucket;
    }
}
