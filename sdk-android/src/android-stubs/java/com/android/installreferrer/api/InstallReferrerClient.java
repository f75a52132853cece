// Compile-time stand-in for the part of Google's Play Install Referrer library
// (com.android.installreferrer:installreferrer, on Google's Maven repository, which this build
// cannot reach) that dev.ferry.android.PlayInstallReferrer calls. kotlinc reads these names;
// javac never compiles them, so nothing of this folder is in the jar: the app's own dependency
// on the real library supplies these classes at run time.
package com.android.installreferrer.api;

import android.content.Context;
import android.os.RemoteException;

public abstract class InstallReferrerClient {
    public static Builder newBuilder(Context context) {
        throw new UnsupportedOperationException("stub");
    }

    public abstract boolean isReady();

    public abstract void startConnection(InstallReferrerStateListener listener);

    public abstract void endConnection();

    public abstract ReferrerDetails getInstallReferrer() throws RemoteException;

    public static final class Builder {
        public InstallReferrerClient build() {
            throw new UnsupportedOperationException("stub");
        }
    }

    public @interface InstallReferrerResponse {
        int SERVICE_DISCONNECTED = -1;
        int OK = 0;
        int SERVICE_UNAVAILABLE = 1;
        int FEATURE_NOT_SUPPORTED = 2;
        int DEVELOPER_ERROR = 3;
        int PERMISSION_ERROR = 4;
    }
}
