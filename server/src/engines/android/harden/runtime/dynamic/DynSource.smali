# Where the outlined code of Dynamic DEX comes from: one class loader per part, opened on the
# first call into that part, with the loader of the app's code as its parent. The app installs
# one that decrypts the part from the package; a test installs one over a translated JAR.
.class public interface abstract Lrampart/rt/DynSource;
.super Ljava/lang/Object;

.method public abstract open(ILjava/lang/ClassLoader;)Ljava/lang/ClassLoader;
.end method
